import { useMutation } from '@tanstack/react-query';
import type { AuthenticateResponse } from '@earshot/shared/api/public';
import type { LoginBody } from '@earshot/shared/rules/validation';
import { ApiError, apiPost } from '../../../lib/api-client.ts';

/** A failed sign-in: the server's message, and whether it now asks for a captcha. */
export class LoginFailure extends Error {
  readonly captchaRequired: boolean;

  constructor(message: string, captchaRequired: boolean) {
    super(message);
    this.name = 'LoginFailure';
    this.captchaRequired = captchaRequired;
  }
}

const isAuthenticateResponse = (body: unknown): body is AuthenticateResponse =>
  !!body && typeof body === 'object' && 'success' in body && 'message' in body;

/** POST /api/account/authenticate; resolves with the stored-login fields, rejects with a LoginFailure. */
export async function authenticate(body: LoginBody): Promise<AuthenticateResponse> {
  let response: AuthenticateResponse;
  try {
    response = await apiPost<AuthenticateResponse>('/api/account/authenticate', body);
  } catch (error) {
    if (error instanceof ApiError && isAuthenticateResponse(error.body)) {
      throw new LoginFailure(error.body.message || error.message, error.body.captchaRequired === true);
    }
    throw error;
  }
  if (!response.success || !response.token || !response.expires) {
    throw new LoginFailure(response.message, response.captchaRequired);
  }
  return response;
}

export const useAuthenticate = () => useMutation({ mutationFn: authenticate });
