import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WorkerBankAccountBody, WorkerBankAccountWire } from '@app/shared/worker-bank-account';
import { workerApiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';
import { portalRequiredEntriesKey } from './required-entries';

/** The account as stored, as the web client reads it (v2: camelCased). */
export type WorkerBankAccount = Camelized<WorkerBankAccountWire>;

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
