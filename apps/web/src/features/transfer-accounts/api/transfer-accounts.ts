import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TransferAccount, TransferAccountBody } from '@app/shared/transfer-accounts';
import { apiRequest } from '../../../lib/api-client';

export const transferAccountsKey = ['companies', 'transfer_accounts'] as const;
const path = '/v2/employee/companies/transfer_accounts';

/** GET /api/v2/employee/companies/transfer_accounts → the list (camelCased), the default first. */
export const transferAccountsQueryOptions = () =>
  queryOptions({
    queryKey: transferAccountsKey,
    queryFn: async ({ signal }) => (await apiRequest<{ data: TransferAccount[] }>(path, { signal })).data,
  });

export function useTransferAccounts() {
  return useQuery(transferAccountsQueryOptions());
}

/** PUT: the whole list; answers the list as saved and puts it in the cache. */
export function useSaveTransferAccounts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (accounts: TransferAccountBody[]) =>
      (await apiRequest<{ data: TransferAccount[] }>(path, { method: 'PUT', body: { transfer_accounts: accounts } })).data,
    onSuccess: (data) => queryClient.setQueryData(transferAccountsKey, data),
  });
}

/** A saved account as one entry of the PUT body (its id kept). */
export function toBody(account: TransferAccount): TransferAccountBody {
  return {
    id: account.id,
    bank_code: account.bankCode,
    branch_code: account.branchCode,
    account_type: account.accountType,
    account_number: account.accountNumber,
    requester_code: account.requesterCode,
    requester_name: account.requesterName,
    is_default: account.isDefault,
  };
}

/** The list with `index` replaced by `entry` (or `entry` added when index is null); one default kept. */
export function withEntry(accounts: readonly TransferAccount[], index: number | null, entry: TransferAccountBody): TransferAccountBody[] {
  const bodies = accounts.map(toBody);
  if (index === null) bodies.push(entry);
  else bodies[index] = entry;
  const at = index ?? bodies.length - 1;
  return bodies.map((b, i) => (i === at ? b : { ...b, is_default: entry.is_default ? false : b.is_default }));
}

/** The list without `index`; when it was the default, the first remaining account becomes the default. */
export function withoutEntry(accounts: readonly TransferAccount[], index: number): TransferAccountBody[] {
  const bodies = accounts.map(toBody).filter((_, i) => i !== index);
  if (bodies.length > 0 && !bodies.some((b) => b.is_default)) bodies[0] = { ...bodies[0]!, is_default: true };
  return bodies;
}

/** The list with `index` as the default. */
export function withDefault(accounts: readonly TransferAccount[], index: number): TransferAccountBody[] {
  return accounts.map((a, i) => ({ ...toBody(a), is_default: i === index }));
}
