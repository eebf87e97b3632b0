import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkerProfileResponseWire, WorkerProfileValues } from '@app/shared/worker-profile';
import { workerApiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';
import { portalKeys } from './worker-portal';
import { portalRequiredEntriesKey } from './required-entries';

/** The worker's own profile as the web client reads it (v2: camelCased). */
export type PortalProfile = Camelized<WorkerProfileResponseWire>['data'];

export const portalProfileKey = () => [...portalKeys.all, 'profile'] as const;

/** GET /api/v2/worker/profile */
export function usePortalProfile() {
  return useQuery({
    queryKey: portalProfileKey(),
    queryFn: ({ signal }) => workerApiRequest<Camelized<WorkerProfileResponseWire>>('/v2/worker/profile', { signal }).then((r) => r.data),
  });
}

/** PUT /api/v2/worker/profile {profile}: the whole profile and family at once. */
export function useSavePortalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: WorkerProfileValues) =>
      workerApiRequest<Camelized<WorkerProfileResponseWire>>('/v2/worker/profile', { method: 'PUT', body: { profile } }).then((r) => r.data),
    onSuccess: (saved) => {
      queryClient.setQueryData(portalProfileKey(), saved);
      void queryClient.invalidateQueries({ queryKey: portalRequiredEntriesKey });
    },
  });
}
