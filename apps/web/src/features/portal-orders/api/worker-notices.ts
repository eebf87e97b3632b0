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

/**
 * POST /v2/worker/notices/{id}/read. The cached list marks it read and the bell's count goes down at once (the answer
 * may come after the page it opened has loaded); the list is then read again.
 */
export function useReadWorkerNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => workerApiRequest(`/v2/worker/notices/${id}/read`, { method: 'POST' }),
    onMutate: async (id: number) => {
      await queryClient.cancelQueries({ queryKey: workerNoticeKeys.all });
      queryClient.setQueryData<WorkerNoticeList>(workerNoticeKeys.all, (list) => {
        const notice = list?.data.find((n) => n.id === id);
        if (!list || !notice || notice.readAt !== null) return list;
        const readAt = new Date().toISOString();
        return {
          data: list.data.map((n) => (n.id === id ? { ...n, readAt } : n)),
          meta: { unreadCount: Math.max(0, list.meta.unreadCount - 1) },
        };
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: workerNoticeKeys.all }),
  });
}
