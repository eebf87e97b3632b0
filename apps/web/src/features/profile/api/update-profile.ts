import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, ProfileResponse, UpdateProfileBody } from '@app/shared/profile';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** PUT /api/profile {profile:{name}} → same shape as GET. */
export async function updateProfile(body: UpdateProfileBody): Promise<Profile> {
  const response = await apiRequest<ProfileResponse>('/profile', { method: 'PUT', body });
  return response.data.profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryKey, profile),
  });
}
