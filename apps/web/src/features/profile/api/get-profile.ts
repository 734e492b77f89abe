import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@earshot/shared/api/public';
import { apiGet, isNotFound } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';

/** The profile, or null when there is no such player (a 404 or an empty answer, SPEC §7). */
export async function getProfile(name: string, signal?: AbortSignal): Promise<Profile | null> {
  try {
    const profile = await apiGet<Profile | null>(`/api/profile/${encodeURIComponent(name)}`, { signal });
    return profile && typeof profile === 'object' && 'name' in profile ? profile : null;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** Keyed by the viewer too: `myProfile` depends on who asks. */
export const profileQueryOptions = (name: string, viewer: string | null) =>
  queryOptions({
    queryKey: ['profile', name.toLowerCase(), viewer],
    queryFn: ({ signal }) => getProfile(name, signal),
  });

export function useProfile(name: string) {
  const { user } = useAuth();
  return useQuery(profileQueryOptions(name, user?.name ?? null));
}
