import { useMutation } from '@tanstack/react-query';
import type { AccountResult } from '@earshot/shared/api/account';
import type { ForgotPasswordBody } from '@earshot/shared/rules/validation';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/account/forgotpassword: the same answer whether or not the account exists. */
export const forgotPassword = (body: ForgotPasswordBody): Promise<AccountResult> =>
  apiPost<AccountResult>('/api/account/forgotpassword', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
