/**
 * A worker with contracts for the component tests of /worker/{code}/contract: an in-memory stand-in for the contract
 * routes (GET/PUT/POST /workers/{code}/contract, GET /v2/employee/contracts/{code}, the worker's contract list, the
 * classification), answering in the shapes of @app/shared/contracts. Saves change the stored contracts, so a page
 * reloads what it wrote; every write's body is kept.
 */
import { http, HttpResponse } from 'msw';
import {
  contractClassification,
  contractTypeLabels,
  unitPriceTypeLabels,
  type ContractListItemWire,
  type ContractWire,
  type WorkerContractResponse,
} from '@app/shared/contracts';
import type { WorkerDetailResponseWire } from '@app/shared/workers';
import { API } from './api-mocks';

export type StoredContract = ContractWire & { progress: null; progress_label: null };

export function contractOf(overrides: Partial<ContractWire> & Pick<ContractWire, 'id' | 'code' | 'title' | 'worker_code' | 'worker_name'>): StoredContract {
  return {
    contract_type: 'outsourcing',
    start_date: '2026-04-01',
    end_date: null,
    unit_price_type: 'monthly',
    unit_price: null,
    tax_type: 'excluded',
    tax_rate: 10,
    withholding_type: 'not_withhold',
    usance: 'end_of_month_next_month_25',
    business_field: null,
    memo: null,
    is_redelegation: false,
    postponement_agreed_on: null,
    is_enable_time_tracking: false,
    time_tracking_slack_webhook_url: null,
    project_id_list: [],
    purchase_order_item_group_templates: [],
    time_settlement: null,
    time_rounding: null,
    created_at: '2026-04-01T00:00:00.000Z',
    updated_at: '2026-04-01T00:00:00.000Z',
    progress: null,
    progress_label: null,
    ...overrides,
  };
}

const listItem = (c: StoredContract): ContractListItemWire => ({
  id: c.id,
  code: c.code,
  title: c.title,
  contract_type: c.contract_type,
  contract_type_name: contractTypeLabels[c.contract_type],
  start_date: c.start_date,
  end_date: c.end_date,
  unit_price_type: c.unit_price_type,
  unit_price_type_name: unitPriceTypeLabels[c.unit_price_type],
  unit_price: c.unit_price,
  worker_code: c.worker_code,
  worker_name: c.worker_name,
  progress: c.progress,
  progress_label: c.progress_label,
});

type ContractWriteBody = {
  contract: Partial<ContractWire> & { id?: number };
  is_enable_time_tracking?: boolean;
  time_tracking_slack_webhook_url?: string | null;
  time_settlement?: ContractWire['time_settlement'];
  time_rounding?: ContractWire['time_rounding'];
};

/** The worker `code` / `name` with `contracts` (newest last): the handlers, the stored contracts and each write's body. */
export function workerWithContracts(worker: { code: string; name: string }, contracts: StoredContract[]) {
  const writes: { method: string; body: ContractWriteBody }[] = [];
  const detail: WorkerDetailResponseWire = {
    data: {
      worker: {
        id: 1,
        code: worker.code,
        full_name: worker.name,
        full_namekana: '',
        trade_name: null,
        own_department: null,
        fullname: worker.name,
        department_name: null,
        my_number_status: 'not_requested',
        disp_my_number_status_name: '未依頼',
        contract_count: contracts.length,
        status: 'active',
        disp_status_name: '登録済み',
        email: null,
        occupation: null,
        business_field: null,
        invite_id: null,
        contract_id: contracts.at(-1)?.id ?? null,
        contract_period: '',
        created_at: '2026-04-01T00:00:00.000Z',
        contract_title: contracts.at(-1)?.title ?? null,
        contract_code: contracts.at(-1)?.code ?? null,
        worker_business_field: null,
        occupation_name: null,
        updated_at: '2026-04-01T00:00:00.000Z',
        account_linked: false,
        invoice_registration_number: null,
      },
    },
  };
  const answer = (contract: StoredContract | null): WorkerContractResponse => ({
    data: { contract, detail: { worker: { code: worker.code, fullname: worker.name }, projects: [] } },
  });
  const apply = (body: ContractWriteBody, base: StoredContract): StoredContract => ({
    ...base,
    ...body.contract,
    is_enable_time_tracking: body.is_enable_time_tracking ?? base.is_enable_time_tracking,
    time_tracking_slack_webhook_url: body.time_tracking_slack_webhook_url ?? base.time_tracking_slack_webhook_url,
    time_settlement: body.time_settlement !== undefined ? body.time_settlement : base.time_settlement,
    time_rounding: body.time_rounding !== undefined ? body.time_rounding : base.time_rounding,
  });
  const handlers = [
    http.get(`${API}/contracts/classification`, () => HttpResponse.json({ data: contractClassification })),
    http.get(`${API}/workers/${worker.code}`, () => HttpResponse.json(detail)),
    http.get(`${API}/v2/employee/businessors/${worker.code}/contracts`, () =>
      HttpResponse.json({ data: contracts.map(listItem), meta: { total_count: contracts.length } }),
    ),
    http.get(`${API}/v2/employee/contracts/:contractCode`, ({ params }) => {
      const found = contracts.find((c) => c.code === params.contractCode);
      return found ? HttpResponse.json({ data: found }) : HttpResponse.json({ errors: ['契約が見つかりません。'], code: 'NOT_FOUND' }, { status: 404 });
    }),
    http.get(`${API}/workers/${worker.code}/contract`, ({ request }) => {
      const code = new URL(request.url).searchParams.get('contract_code');
      return HttpResponse.json(answer((code ? contracts.find((c) => c.code === code) : contracts.at(-1)) ?? null));
    }),
    http.put(`${API}/workers/${worker.code}/contract`, async ({ request }) => {
      const body = (await request.json()) as ContractWriteBody;
      writes.push({ method: 'PUT', body });
      const index = contracts.findIndex((c) => c.id === body.contract.id);
      const stored = contracts[index];
      if (!stored) return HttpResponse.json({ errors: ['契約が見つかりません。'], code: 'NOT_FOUND' }, { status: 404 });
      const saved = apply(body, stored);
      contracts[index] = saved;
      return HttpResponse.json({ data: { contract: saved } });
    }),
    http.post(`${API}/workers/${worker.code}/contract`, async ({ request }) => {
      const body = (await request.json()) as ContractWriteBody;
      writes.push({ method: 'POST', body });
      const id = Math.max(0, ...contracts.map((c) => c.id)) + 1;
      const saved = apply(body, contractOf({ id, code: `new${id}`, title: '', worker_code: worker.code, worker_name: worker.name }));
      contracts.push(saved);
      return HttpResponse.json({ data: { contract_id: id, contract_code: saved.code, contract: saved } });
    }),
  ];
  return { handlers, contracts, writes };
}
