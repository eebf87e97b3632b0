import { queryOptions, useQuery } from '@tanstack/react-query';
import { ja } from '@app/shared/messages/ja';
import { adminRoles, canApprovePayments, canEditWorkers, canReadPersonalData } from '@app/shared/roles';
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

/**
 * Whether the signed-in employee may change worker, contract and agent data (`workerEditorRoles`). While the profile
 * loads the answer is `whileLoading`: false hides write buttons until known; true keeps a form from flashing a
 * "no permission" notice (the API refuses a viewer either way).
 */
export function useCanEditWorkers(whileLoading = false): boolean {
  const profile = useProfile();
  return profile.data ? canEditWorkers(profile.data.role) : whileLoading;
}

/** Whether the signed-in employee may read workers' personal data and export worker lists (`personalDataRoles`). */
/** 二重承認 (issue #19 N10): owners and administrators approve payments waiting for a second approver. */
export function useCanApprovePayments(): boolean {
  const profile = useProfile();
  return profile.data ? canApprovePayments(profile.data.role) : false;
}

export function useCanReadPersonalData(): boolean {
  const profile = useProfile();
  return profile.data ? canReadPersonalData(profile.data.role) : false;
}

/** Owners and administrators (`adminRoles`): e.g. they set the company's default worker-list columns. */
export function useIsAdmin(): boolean {
  const profile = useProfile();
  return profile.data ? adminRoles.includes(profile.data.role) : false;
}
