import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CategoryOption } from '@earshot/shared/api/public';
import { apiGet } from '../../../lib/api-client.ts';

export const getActiveCategories = (signal?: AbortSignal): Promise<CategoryOption[]> =>
  apiGet<CategoryOption[]>('/api/room/GetCategoryListActive', { signal });

export const activeCategoriesQueryOptions = () =>
  queryOptions({ queryKey: ['room', 'categories', 'active'], queryFn: ({ signal }) => getActiveCategories(signal), staleTime: 60_000 });

export const useActiveCategories = () => useQuery(activeCategoriesQueryOptions());
