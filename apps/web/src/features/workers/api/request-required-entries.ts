import { useMutation } from '@tanstack/react-query';
import type { RequiredEntryRequestBody, WorkerRequiredEntryKey } from '@app/shared/worker-required-entries';
import { apiRequest } from '../../../lib/api-client';

/** 入力を依頼 (issue #21): POST /api/v2/employee/worker_required_entries/requests — one mail to the worker, through the outbox. */
export function useRequestRequiredEntries() {
  return useMutation({
    mutationFn: async (body: RequiredEntryRequestBody) =>
      (
        await apiRequest<{ data: { entries: WorkerRequiredEntryKey[]; email: string } }>('/v2/employee/worker_required_entries/requests', {
          method: 'POST',
          body,
        })
      ).data,
  });
}
