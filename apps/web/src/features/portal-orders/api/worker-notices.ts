import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { WORKER_NOTICE_POLL_MS, type workerNoticeListResponseSchema } from '@app/shared/worker-notices';
import { workerApiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export type WorkerNoticeList = Camelized<z.infer<typeof workerNoticeListResponseSchema>>;
export type WorkerNotice = WorkerNoticeList['data'][number];

export const workerNoticeKeys = { all: ['portal', 'notices'] as const };

/** GET /v2/worker/notices: the newest 50 and the unread count, asked again every minute. */
export function useWorkerNotices() {
  return useQuery({
    queryKey: workerNoticeKeys.all,
    queryFn: ({ signal }) => workerApiRequest<WorkerNoticeList>('/v2/worker/notices', { signal }),
    refetchInterval: WORKER_NOTICE_POLL_MS,
  });
}

/** POST /v2/worker/notices/{id}/read, then the list is read again. */
export function useReadWorkerNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => workerApiRequest(`/v2/worker/notices/${id}/read`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: workerNoticeKeys.all }),
  });
}
