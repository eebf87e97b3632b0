import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WorkerInviteFieldsInput, WorkerInviteResponseWire, WorkerListItemWire } from '@app/shared/workers';
import { ja } from '@app/shared/messages/ja';
import { apiRequest, failureMessage } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';
import { joinedFailure } from '../../../lib/joined-failure';

/** An answer that carries no data (SPEC §8: '予期せぬエラーが発生しました。…' is shown then). */
export class EmptyAnswerError extends Error {}

function workerOf(response: WorkerInviteResponseWire | undefined): WorkerListItemWire {
  const worker = response?.data?.worker;
  if (!worker) throw new EmptyAnswerError();
  return worker;
}

/** POST /api/workers/invitation {worker} */
export function useInviteWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (worker: WorkerInviteFieldsInput) =>
      workerOf(await apiRequest<WorkerInviteResponseWire>('/workers/invitation', { method: 'POST', body: { worker } })),
    onSuccess: () => refreshQueries(queryClient, ['workers']),
  });
}

/** PUT /api/workers/invitation/{inviteId}: status and contract_period come back fresh. */
export function useReinviteWorker() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inviteId: number) =>
      workerOf(await apiRequest<WorkerInviteResponseWire>(`/workers/invitation/${inviteId}`, { method: 'PUT' })),
    onSuccess: () => refreshQueries(queryClient, ['workers']),
  });
}

/** PATCH /api/v2/employee/worker_invites/{inviteId}/canceled: the row leaves the list. */
export function useCancelWorkerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inviteId: number) => {
      const response = await apiRequest<{ data?: { id: number; status: string } } | undefined>(
        `/v2/employee/worker_invites/${inviteId}/canceled`,
        { method: 'PATCH' },
      );
      if (!response?.data) throw new EmptyAnswerError();
      return response.data;
    },
    onSuccess: () => refreshQueries(queryClient, ['workers']),
  });
}

/** SPEC §8 for an invitation: no data → the unexpected-error text; else the joined server errors or the fallback. */
export function inviteFailureText(error: unknown): string {
  if (error instanceof EmptyAnswerError) return ja.app.unexpected;
  return joinedFailure(ja.workerInvite.sendFailed, error);
}

/** SPEC §8 for re-invite and cancel: no data → the unexpected-error text; else the prefix then the server message. */
export function inviteActionFailureText(prefix: string, error: unknown): string {
  if (error instanceof EmptyAnswerError) return ja.app.unexpected;
  return failureMessage(prefix, error);
}
