import { queryOptions, useQuery } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import type { Profile, ProfileResponse } from '@app/shared/profile';
import { apiRequest } from '../../../lib/api-client';

export const profileQueryKey = ['profile'] as const;

/** GET /api/profile → data.profile. */
export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  const response = await apiRequest<ProfileResponse>('/profile', { signal });
  return response.data.profile;
}

/** Fetched once per session (SPEC §7 "Profile is fetched once logged in"); updated in place after edits. */
export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: Infinity,
    meta: { errorPrefix: ja.loadFailed.profile },
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
