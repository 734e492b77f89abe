import { useMutation } from '@tanstack/react-query';
import type { AccountResult } from '@earshot/shared/api/account';
import type { RegisterBody } from '@earshot/shared/rules/validation';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/account/register; a refusal (400, 409, 429) rejects with the server's message. */
export const register = (body: RegisterBody): Promise<AccountResult> => apiPost<AccountResult>('/api/account/register', body);

export const useRegister = () => useMutation({ mutationFn: register });
