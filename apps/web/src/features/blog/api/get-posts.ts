import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '@earshot/shared/api/public';
import { apiGet } from '../../../lib/api-client.ts';

export const getPosts = (signal?: AbortSignal): Promise<BlogPost[]> => apiGet<BlogPost[]>('/api/blog/GetAllPosts', { signal });

export const postsQueryOptions = () =>
  queryOptions({ queryKey: ['blog', 'posts'], queryFn: ({ signal }) => getPosts(signal), staleTime: 60_000 });

export const usePosts = () => useQuery(postsQueryOptions());
