import { ja } from '@app/shared/messages/ja';
import {
  contractPeriodText,
  myNumberStatusLabels,
  workerDisplayName,
  workerOccupationLabels,
  workerStatusLabels,
  type WorkerDetailWire,
  type WorkerListItemWire,
} from '@app/shared/workers';
import type { Queryable } from '../../../db/client';
import { notFound } from '../../../lib/errors';
import * as repo from './workers.repository';

// ── rows on the wire ────────────────────────────────────────────────────────

export function toListItem(r: repo.WorkerListFields, contract: repo.ListContract | undefined): WorkerListItemWire {
  return {
    id: r.id,
    code: r.code,
    full_name: r.fullName,
    full_namekana: r.fullNameKana,
    trade_name: r.tradeName,
    own_department: r.ownDepartment,
    fullname: workerDisplayName(r.fullName, r.tradeName),
    department_name: r.departmentName,
    my_number_status: r.myNumberStatus,
    disp_my_number_status_name: myNumberStatusLabels[r.myNumberStatus],
    contract_count: r.contractCount,
    status: r.status,
    disp_status_name: workerStatusLabels[r.status],
    email: r.email,
    occupation: r.occupation,
    business_field: contract?.businessField ?? r.businessField,
    invite_id: r.status === 'invited' ? r.inviteId : null,
    contract_id: contract?.id ?? null,
    contract_period: contractPeriodText(contract?.startDate, contract?.endDate),
    created_at: new Date(r.createdAt).toISOString(),
  };
}

export function toDetail(
  r: repo.WorkerRow,
  contract: repo.CurrentContract | undefined,
  profile: { invoiceRegistrationNumber: string | null } | undefined,
): WorkerDetailWire {
  return {
    ...toListItem(r, contract),
    contract_title: contract?.title ?? null,
    contract_code: contract?.code ?? null,
    worker_business_field: r.businessField,
    occupation_name: r.occupation ? workerOccupationLabels[r.occupation] : null,
    updated_at: new Date(r.updatedAt).toISOString(),
    account_linked: r.accountId !== null,
    invoice_registration_number: profile?.invoiceRegistrationNumber ?? null,
  };
}

export async function listItemOf(db: Queryable, companyId: number, workerId: number): Promise<WorkerListItemWire> {
  const row = await repo.findWorkerById(db, companyId, workerId);
  if (!row) throw notFound(ja.worker.notFound);
  const contracts = await repo.currentContracts(db, companyId, [workerId]);
  return toListItem(row, contracts.get(workerId));
}
