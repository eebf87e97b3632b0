import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractFormValues, ContractWire } from '@app/shared/contracts';
import { apiRequest } from '../../../lib/api-client';
import { refreshQueries } from '../../../lib/refresh-queries';

/** The SPEC §7 body: the contract's own fields under `contract`, the settings beside it. */
function toBody(values: ContractFormValues) {
  const { is_enable_time_tracking, time_tracking_slack_webhook_url, project_id_list, purchase_order_item_group_templates, time_settlement, time_rounding, ...contract } = values;
  return { contract, is_enable_time_tracking, time_tracking_slack_webhook_url, project_id_list, purchase_order_item_group_templates, time_settlement, time_rounding };
}

export type SaveContractInput = { values: ContractFormValues; contractId: number | null };
export type SaveContractResult = { contract: ContractWire; created: boolean };

/** PUT (contractId set) or POST /api/workers/{code}/contract. */
export function useSaveWorkerContract(workerCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ values, contractId }: SaveContractInput): Promise<SaveContractResult> => {
      const path = `/workers/${encodeURIComponent(workerCode)}/contract`;
      const body = toBody(values);
      if (contractId !== null) {
        const r = await apiRequest<{ data: { contract: ContractWire } }>(path, { method: 'PUT', body: { ...body, contract: { ...body.contract, id: contractId } } });
        return { contract: r.data.contract, created: false };
      }
      const r = await apiRequest<{ data: { contract_id: number; contract_code: string; contract: ContractWire } }>(path, { method: 'POST', body });
      return { contract: r.data.contract, created: true };
    },
    onSuccess: async () => {
      await refreshQueries(queryClient, ['contracts']);
      await refreshQueries(queryClient, ['workers']);
    },
  });
}
