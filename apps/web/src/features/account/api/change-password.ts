import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody, UserChangePasswordBody } from '@earshot/shared/rules/validation';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/account/changePassword: a new password with the e-mailed reset code; truthy = changed. */
export const resetPassword = (body: ChangePasswordBody): Promise<boolean> => apiPost<boolean>('/api/account/changePassword', body);

/** POST /api/account/userChangePassword: the signed-in player's new password; truthy = changed. */
export const userChangePassword = (body: UserChangePasswordBody): Promise<boolean> =>
  apiPost<boolean>('/api/account/userChangePassword', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useUserChangePassword = () => useMutation({ mutationFn: userChangePassword });
