import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkerBankAccount, WorkerBankAccountBody } from '@app/shared/worker-bank-account';
import { workerApiRequest } from '../../lib/api-client';
import { portalRequiredEntriesKey } from './required-entries-banner';

/** The worker's own bank account for transfers (one per worker account, shown to every linked company). */
export const bankAccountKey = ['portal', 'bank-account'] as const;

export function useWorkerBankAccount() {
  return useQuery({
    queryKey: bankAccountKey,
    queryFn: ({ signal }) => workerApiRequest<{ data: WorkerBankAccount | null }>('/v2/worker/bank_account', { signal }).then((r) => r.data),
  });
}

/** Answers the account as stored (converted holder, padded number) and puts it in the cache. */
export function useSaveWorkerBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkerBankAccountBody) =>
      workerApiRequest<{ data: WorkerBankAccount }>('/v2/worker/bank_account', { method: 'PUT', body }).then((r) => r.data),
    onSuccess: (saved) => {
      queryClient.setQueryData(bankAccountKey, saved);
      void queryClient.invalidateQueries({ queryKey: portalRequiredEntriesKey });
    },
  });
}
