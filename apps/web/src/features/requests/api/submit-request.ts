import { useMutation } from '@tanstack/react-query';
import type { SubmitRequestBody } from '@earshot/shared/rules/validation';
import { apiPost } from '../../../lib/api-client.ts';

/** POST /api/room/SubmitRequest; truthy = saved. */
export const submitRequest = (body: SubmitRequestBody): Promise<boolean> => apiPost<boolean>('/api/room/SubmitRequest', body);

export const useSubmitRequest = () => useMutation({ mutationFn: submitRequest });
