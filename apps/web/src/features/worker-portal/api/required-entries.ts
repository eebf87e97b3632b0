import { useQuery } from '@tanstack/react-query';
import type { PortalRequiredEntries } from '@app/shared/worker-required-entries';
import { workerApiRequest } from '../../../lib/api-client';

/** The banner's query: the profile and bank-account saves invalidate it, so it clears at once. */
export const portalRequiredEntriesKey = ['portal', 'required_entries'] as const;

/** GET /api/v2/worker/required_entries: always fresh (the worker may just have filled something in). */
export function usePortalRequiredEntries() {
  return useQuery({
    queryKey: portalRequiredEntriesKey,
    queryFn: ({ signal }) => workerApiRequest<{ data: PortalRequiredEntries }>('/v2/worker/required_entries', { signal }).then((r) => r.data),
    staleTime: 0,
  });
}
