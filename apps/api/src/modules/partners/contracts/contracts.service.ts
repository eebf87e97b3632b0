import { foldForSearch } from '@app/shared/kana';
import { contractCsvColumns, contractFormSchema, contractTimeProblems, type TimeRoundingWire, type TimeSettlementWire, type ContractListItemWire, type ContractListResponseWire, type ContractTermsWire, contractTypeLabels, type ContractWire, type CreateContractBody, type createContractBodySchema, CSV_FALSE, CSV_TRUE, taxTypeLabels, unitPriceTypeLabels, type UnitPriceType, type UpdateContractBody, type updateContractBodySchema, withholdingTypeLabels, type WorkerContractResponse } from '@app/shared/contracts';
import { endsBeforeStart } from '@app/shared/dates';
import { usanceLabels } from '@app/shared/usance';
import { progressKeys, progressLabels, type ProgressKey } from '@app/shared/contract-progress';
import { CSV_IMPORT_MAX_ROWS } from '@app/shared/csv-import';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { workerDisplayName } from '@app/shared/workers';
import { can } from '@app/shared/roles';
import type { z } from 'zod';
import type { Db, Queryable } from '../../../db/client';
import { batches } from '../../../db/sql-helpers';
import type { CsvCell } from '../../../lib/csv';
import { runCsvImport, type CsvImportRow, type CsvProblems } from '../../../lib/csv-import';
import { invalid, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import * as projectsRepo from '../projects/projects.repository';
import { progressOfRank, type ContractProgress } from './contract-progress';
import { findByCode as findWorkerByCode, findByCodes as findWorkersByCodes } from '../workers/workers.repository';
import * as repo from './contracts.repository';

type CreateBody = z.output<typeof createContractBodySchema>;
type UpdateBody = z.output<typeof updateContractBodySchema>;
export type { CreateContractBody, UpdateContractBody };

/** The contract's terms, as the company side and the worker portal both answer them. */
export function contractTermsWire(c: repo.ContractRow): ContractTermsWire {
  return {
    code: c.code,
    title: c.title,
    contract_type: c.contractType as ContractWire['contract_type'],
    start_date: c.startDate,
    end_date: c.endDate,
    unit_price_type: c.unitPriceType as ContractWire['unit_price_type'],
    unit_price: c.unitPrice,
    tax_type: c.taxType as ContractWire['tax_type'],
    tax_rate: c.taxRate,
    withholding_type: c.withholdingType as ContractWire['withholding_type'],
    usance: c.usance as ContractWire['usance'],
    business_field: c.businessField,
  };
}

type StoredSettlement = NonNullable<repo.ContractRow['timeSettlement']>;

/** The stored 精算幅 (camelCase jsonb) as the wire's snake_case, with the roundings' defaults filled in. */
export function timeSettlementWire(stored: StoredSettlement | null): TimeSettlementWire | null {
  if (!stored) return null;
  return {
    lower_hours: stored.lowerHours,
    upper_hours: stored.upperHours,
    rate_method: stored.rateMethod,
    deduction_rate: stored.deductionRate ?? null,
    excess_rate: stored.excessRate ?? null,
    rate_rounding_unit: stored.rateRounding?.unit ?? 10,
    rate_rounding_mode: stored.rateRounding?.mode ?? 'floor',
    amount_rounding: stored.amountRounding ?? 'floor',
  };
}

/** The wire's 精算幅 as stored: the fields of `SettlementRange` but the fee (the contract's unit_price). */
function storedSettlement(wire: TimeSettlementWire | null): StoredSettlement | null {
  if (!wire) return null;
  return {
    lowerHours: wire.lower_hours,
    upperHours: wire.upper_hours,
    rateMethod: wire.rate_method,
    // a derived method keeps no typed rates
    deductionRate: wire.rate_method === 'given' ? wire.deduction_rate : null,
    excessRate: wire.rate_method === 'given' ? wire.excess_rate : null,
    rateRounding: { unit: wire.rate_rounding_unit, mode: wire.rate_rounding_mode },
    amountRounding: wire.amount_rounding,
  };
}

export function timeRoundingWire(stored: repo.ContractRow['timeRounding']): TimeRoundingWire | null {
  return stored ? { unit: stored.unit, mode: stored.mode, scope: stored.scope } : null;
}

/** 422 with the field messages of a 精算幅 / rounding that does not fit the contract (the shared rule). */
function checkTimeRules(v: Parameters<typeof contractTimeProblems>[0]) {
  const problems = contractTimeProblems(v);
  if (problems.length === 0) return;
  const fields: Record<string, string[]> = {};
  for (const p of problems) (fields[p.path.join('.')] ??= []).push(p.message);
  throw invalid(fields);
}

function toWire(found: repo.ContractWithWorker, projectIds: number[]): ContractWire {
  const c = found.contract;
  return {
    id: c.id,
    worker_code: found.workerCode,
    worker_name: workerDisplayName(found.workerFullName, found.workerTradeName),
    ...contractTermsWire(c),
    memo: c.memo,
    is_redelegation: c.isRedelegation,
    postponement_agreed_on: c.postponementAgreedOn,
    is_enable_time_tracking: c.isEnableTimeTracking,
    time_tracking_slack_webhook_url: c.timeTrackingSlackWebhookUrl,
    project_id_list: projectIds,
    purchase_order_item_group_templates: c.purchaseOrderItemGroupTemplates,
    time_settlement: timeSettlementWire(c.timeSettlement),
    time_rounding: timeRoundingWire(c.timeRounding),
    created_at: c.createdAt,
    updated_at: c.updatedAt,
  };
}

/**
 * I3: the memo and the Slack webhook URL (a bearer secret) of a contract go only to the roles that edit workers; a
 * viewer reads them as null (detail, the worker's contract tab, contracts.csv).
 */
export function contractSecretsFor<T extends { memo: string | null; time_tracking_slack_webhook_url: string | null }>(auth: AuthContext, value: T): T {
  return can(auth.role, 'editWorkers') ? value : { ...value, memo: null, time_tracking_slack_webhook_url: null };
}

async function wire(db: Queryable, found: repo.ContractWithWorker): Promise<ContractWire> {
  const projects = await repo.projectIdsByContract(db, [found.contract.id]);
  return toWire(found, projects.get(found.contract.id) ?? []);
}

async function requireWorker(db: Queryable, auth: AuthContext, code: string) {
  const worker = await findWorkerByCode(db, auth.companyId, code);
  if (!worker) throw notFound(ja.contractForm.workerNotFound);
  return worker;
}

/** The company's projects; a disabled one may stay on a contract (`kept`) but not be newly linked. */
async function checkProjects(db: Queryable, auth: AuthContext, ids: readonly number[] | undefined, kept: readonly number[] = []) {
  if (!ids || ids.length === 0) return;
  const found = await projectsRepo.existingProjectIds(db, auth.companyId, ids);
  if (ids.some((id) => !found.has(id))) throw invalid({ project_id_list: [ja.contractForm.projectNotFound] });
  const disabled = await projectsRepo.disabledProjectIds(db, auth.companyId, ids.filter((id) => !kept.includes(id)));
  if (disabled.size > 0) throw invalid({ project_id_list: [ja.projects.disabledForNewLink] });
}

/** GET /api/workers/{code}/contract: the chosen (or the latest) contract with the worker and the selectable projects. */
export async function getWorkerContract(
  db: Db,
  auth: AuthContext,
  workerCode: string,
  contractCode: string | undefined,
  progress: ContractProgress,
): Promise<WorkerContractResponse['data']> {
  const worker = await requireWorker(db, auth, workerCode);
  const found = contractCode
    ? await repo.findContract(db, auth.companyId, { code: contractCode, workerId: worker.id })
    : await repo.findLatestContract(db, auth.companyId, worker.id);
  if (contractCode && !found) throw notFound(ja.contractForm.contractNotFound);
  const [projects, progressById] = await Promise.all([
    projectsRepo.listProjects(db, auth.companyId),
    progress.ofContracts(db, auth.companyId, found ? [found.contract.id] : []),
  ]);
  return {
    contract: found ? { ...contractSecretsFor(auth, await wire(db, found)), ...progressFields(progressById.get(found.contract.id) ?? null) } : null,
    detail: { worker: { code: worker.code, fullname: workerDisplayName(worker.fullName, worker.tradeName) }, projects },
  };
}

type Extras = Pick<CreateBody, 'is_enable_time_tracking' | 'time_tracking_slack_webhook_url' | 'purchase_order_item_group_templates' | 'time_settlement' | 'time_rounding'>;

function columns(fields: Partial<CreateBody['contract']>, extras: Extras): repo.ContractWrite {
  const out: repo.ContractWrite = {};
  if (fields.title !== undefined) out.title = fields.title;
  if (fields.contract_type !== undefined) out.contractType = fields.contract_type;
  if (fields.start_date !== undefined) out.startDate = fields.start_date;
  if (fields.end_date !== undefined) out.endDate = fields.end_date;
  if (fields.unit_price_type !== undefined) out.unitPriceType = fields.unit_price_type;
  if (fields.unit_price !== undefined) out.unitPrice = fields.unit_price;
  if (fields.tax_type !== undefined) out.taxType = fields.tax_type;
  if (fields.tax_rate !== undefined) out.taxRate = fields.tax_rate;
  if (fields.withholding_type !== undefined) out.withholdingType = fields.withholding_type;
  if (fields.usance !== undefined) out.usance = fields.usance;
  if (fields.business_field !== undefined) out.businessField = fields.business_field;
  if (fields.memo !== undefined) out.memo = fields.memo;
  if (fields.is_redelegation !== undefined) out.isRedelegation = fields.is_redelegation;
  if (fields.postponement_agreed_on !== undefined) out.postponementAgreedOn = fields.postponement_agreed_on;
  if (extras.is_enable_time_tracking !== undefined) out.isEnableTimeTracking = extras.is_enable_time_tracking;
  if (extras.time_tracking_slack_webhook_url !== undefined) out.timeTrackingSlackWebhookUrl = extras.time_tracking_slack_webhook_url;
  if (extras.purchase_order_item_group_templates !== undefined) out.purchaseOrderItemGroupTemplates = extras.purchase_order_item_group_templates;
  if (extras.time_settlement !== undefined) out.timeSettlement = storedSettlement(extras.time_settlement);
  if (extras.time_rounding !== undefined) out.timeRounding = extras.time_rounding;
  return out;
}

/** POST /api/workers/{code}/contract */
export async function createWorkerContract(db: Db, auth: AuthContext, workerCode: string, body: CreateBody) {
  const worker = await requireWorker(db, auth, workerCode);
  await checkProjects(db, auth, body.project_id_list);
  return db.transaction(async (tx) => {
    const { title, start_date } = body.contract;
    const row = await repo.insertContract(tx, {
      ...columns(body.contract, body),
      companyId: auth.companyId,
      workerId: worker.id,
      title,
      startDate: start_date,
    });
    if (body.project_id_list) await repo.replaceContractProjects(tx, row.id, body.project_id_list);
    const found = await repo.findContract(tx, auth.companyId, { id: row.id });
    return { contract_id: row.id, contract_code: row.code, contract: await wire(tx, found!) };
  });
}

/** PUT /api/workers/{code}/contract: a partial update of the contract `contract.id` of that worker. */
export async function updateWorkerContract(db: Db, auth: AuthContext, workerCode: string, body: UpdateBody) {
  const worker = await requireWorker(db, auth, workerCode);
  const existing = await repo.findContract(db, auth.companyId, { id: body.contract.id, workerId: worker.id });
  if (!existing) throw notFound(ja.contractForm.contractNotFound);
  const start = body.contract.start_date ?? existing.contract.startDate;
  const end = body.contract.end_date !== undefined ? body.contract.end_date : existing.contract.endDate;
  if (endsBeforeStart(start, end)) throw invalid({ 'contract.end_date': [ja.validation.afterStartDate] });
  // the 精算幅 and rounding as they will be: the change merged onto the stored contract
  checkTimeRules({
    unit_price_type: body.contract.unit_price_type ?? (existing.contract.unitPriceType as UnitPriceType),
    unit_price: body.contract.unit_price !== undefined ? body.contract.unit_price : existing.contract.unitPrice,
    time_settlement: body.time_settlement !== undefined ? body.time_settlement : timeSettlementWire(existing.contract.timeSettlement),
    time_rounding: body.time_rounding !== undefined ? body.time_rounding : timeRoundingWire(existing.contract.timeRounding),
  });
  const linked = body.project_id_list ? ((await repo.projectIdsByContract(db, [existing.contract.id])).get(existing.contract.id) ?? []) : [];
  await checkProjects(db, auth, body.project_id_list, linked);
  return db.transaction(async (tx) => {
    const { id: _id, ...fields } = body.contract;
    void _id;
    const values = columns(fields, body);
    if (Object.keys(values).length > 0) await repo.updateContract(tx, auth.companyId, existing.contract.id, values);
    if (body.project_id_list) await repo.replaceContractProjects(tx, existing.contract.id, body.project_id_list);
    const found = await repo.findContract(tx, auth.companyId, { id: existing.contract.id });
    return { contract: await wire(tx, found!) };
  });
}

type ListRow = repo.ContractListRow;

/** `progress` + `progress_label` of a contract's answers (null while it has no approved order). */
export function progressFields(progress: ProgressKey | null) {
  return { progress, progress_label: progress ? progressLabels[progress] : null };
}

function listItem(r: ListRow, progress: ProgressKey | null): ContractListItemWire {
  return {
    ...progressFields(progress),
    id: r.id,
    code: r.code,
    title: r.title,
    contract_type: r.contractType as ContractListItemWire['contract_type'],
    contract_type_name: contractTypeLabels[r.contractType as ContractListItemWire['contract_type']] ?? r.contractType,
    start_date: r.startDate,
    end_date: r.endDate,
    unit_price_type: r.unitPriceType as ContractListItemWire['unit_price_type'],
    unit_price_type_name: unitPriceTypeLabels[r.unitPriceType as ContractListItemWire['unit_price_type']] ?? r.unitPriceType,
    unit_price: r.unitPrice,
    worker_code: r.workerCode,
    worker_name: workerDisplayName(r.workerFullName, r.workerTradeName),
  };
}

/** GET /api/v2/employee/contracts */
export async function listContracts(
  db: Db,
  auth: AuthContext,
  query: { page: number; limit: number; search: string; progress?: ProgressKey },
): Promise<ContractListResponseWire> {
  const folded = foldForSearch(query.search);
  const rank = query.progress ? progressKeys.indexOf(query.progress) : undefined;
  const { rows, total } = await repo.listContractsPage(db, auth.companyId, folded, query.limit, (query.page - 1) * query.limit, rank);
  return { data: rows.map((r) => listItem(r, progressOfRank(r.progressRank))), meta: { total_count: total, page: query.page, limit: query.limit } };
}

/** GET /api/v2/employee/businessors/{code}/contracts */
export async function listWorkerContracts(db: Db, auth: AuthContext, workerCode: string, progress: ContractProgress) {
  const worker = await requireWorker(db, auth, workerCode);
  const rows = await repo.listWorkerContracts(db, auth.companyId, worker.id);
  const progressById = await progress.ofContracts(db, auth.companyId, rows.map((r) => r.id));
  return { data: rows.map((r) => listItem(r, progressById.get(r.id) ?? null)), meta: { total_count: rows.length } };
}

/** GET /api/v2/employee/contracts/{contractCode} */
export async function getContract(db: Db, auth: AuthContext, code: string) {
  const found = await repo.findContract(db, auth.companyId, { code });
  if (!found) throw notFound(ja.contractForm.contractNotFound);
  return { data: contractSecretsFor(auth, await wire(db, found)) };
}

// ---------------------------------------------------------------------------------------------------------------
// CSV
// ---------------------------------------------------------------------------------------------------------------

const csvKeys = Object.keys(contractCsvColumns) as (keyof typeof contractCsvColumns)[];
export const CONTRACT_CSV_HEADER = csvKeys.map((k) => contractCsvColumns[k]);

/** The rows of contracts.csv. Enumerations are written as their Japanese labels, dates as YYYY/MM/DD. */
export async function exportRows(db: Db, auth: AuthContext): Promise<CsvCell[][]> {
  const rows = await repo.exportContracts(db, auth.companyId);
  return rows.map(({ contract: c, workerCode, workerFullName, workerTradeName }) => {
    const cells: Record<keyof typeof contractCsvColumns, CsvCell> = contractSecretsFor(auth, {
      code: c.code,
      worker_code: workerCode,
      worker_name: workerDisplayName(workerFullName, workerTradeName),
      title: c.title,
      contract_type: contractTypeLabels[c.contractType as keyof typeof contractTypeLabels] ?? c.contractType,
      start_date: formatDate(c.startDate),
      end_date: formatDate(c.endDate),
      unit_price_type: unitPriceTypeLabels[c.unitPriceType as keyof typeof unitPriceTypeLabels] ?? c.unitPriceType,
      unit_price: c.unitPrice,
      tax_type: taxTypeLabels[c.taxType as keyof typeof taxTypeLabels] ?? c.taxType,
      tax_rate: c.taxRate,
      withholding_type: withholdingTypeLabels[c.withholdingType as keyof typeof withholdingTypeLabels] ?? c.withholdingType,
      usance: usanceLabels[c.usance as keyof typeof usanceLabels] ?? c.usance,
      business_field: c.businessField,
      is_enable_time_tracking: c.isEnableTimeTracking ? CSV_TRUE : CSV_FALSE,
      time_tracking_slack_webhook_url: c.timeTrackingSlackWebhookUrl,
      memo: c.memo,
    });
    return csvKeys.map((k) => cells[k]);
  });
}

/** A label or the stored value → the value; unknown → undefined. */
function choice<V extends string>(labels: Record<V, string>, cell: string): V | undefined {
  for (const [value, label] of Object.entries(labels) as [V, string][]) {
    if (cell === label || cell === value) return value;
  }
  return undefined;
}

const formFieldColumn: Record<string, keyof typeof contractCsvColumns> = {
  // the stored 精算幅 / rounding refused by a row's new 単価区分 or 単価
  time_settlement: 'unit_price_type',
  time_rounding: 'unit_price_type',
  title: 'title',
  contract_type: 'contract_type',
  start_date: 'start_date',
  end_date: 'end_date',
  unit_price_type: 'unit_price_type',
  unit_price: 'unit_price',
  tax_type: 'tax_type',
  tax_rate: 'tax_rate',
  withholding_type: 'withholding_type',
  usance: 'usance',
  business_field: 'business_field',
  memo: 'memo',
  is_enable_time_tracking: 'is_enable_time_tracking',
  time_tracking_slack_webhook_url: 'time_tracking_slack_webhook_url',
};

type CsvKey = keyof typeof contractCsvColumns;
/** Every column is required but ワーカー名, which the export writes for people and the import ignores. */
const contractImportColumns = csvKeys.map((key) => ({ key, header: contractCsvColumns[key], required: key !== 'worker_name' }));

type ContractWriteRow = { existingId: number | null; workerId: number; values: repo.ContractWrite & { title: string; startDate: string } };

/**
 * POST /api/v2/employee/contracts/import_csv. All or nothing: every row is checked first and every bad row is
 * answered with its line number; only a clean file is written, in one transaction.
 */
export async function importCsv(db: Db, auth: AuthContext, bytes: Uint8Array) {
  return runCsvImport(db, bytes, {
    columns: contractImportColumns,
    maxRows: CSV_IMPORT_MAX_ROWS,
    messages: { missingColumns: ja.contractImport.headerMissing, noRows: ja.contractImport.empty },
    check: (tx, rows, problems) => checkContractRows(tx, auth, rows, problems),
    write: async (tx, writes) => {
      const inserts = writes.filter((w) => w.existingId === null);
      for (const slice of batches(inserts, 500)) {
        await repo.insertContracts(tx, slice.map((w) => ({ ...w.values, companyId: auth.companyId, workerId: w.workerId })));
      }
      let updated = 0;
      for (const w of writes) {
        if (w.existingId === null) continue;
        await repo.updateContract(tx, auth.companyId, w.existingId, w.values);
        updated += 1;
      }
      const created = inserts.length;
      return { data: { created, updated }, meta: { count: created + updated } };
    },
  });
}

async function checkContractRows(
  tx: Queryable,
  auth: AuthContext,
  rows: CsvImportRow<CsvKey>[],
  problems: CsvProblems<CsvKey>,
): Promise<ContractWriteRow[]> {
  const workerCodes = [...new Set(rows.map((r) => r.values.worker_code).filter(Boolean))];
  const contractCodes = rows.map((r) => r.values.code).filter(Boolean);
  const workerRows = await findWorkersByCodes(tx, auth.companyId, workerCodes);
  const contractRows = await repo.findContractsByCodes(tx, auth.companyId, [...new Set(contractCodes)]);
  const workerByCode = new Map(workerRows.map((w) => [w.code, w]));
  const contractByCode = new Map(contractRows.map((c) => [c.code, c]));
  const seen = new Map<string, number>();
  for (const code of contractCodes) seen.set(code, (seen.get(code) ?? 0) + 1);

  const writes: ContractWriteRow[] = [];
  for (const { line, values: cells } of rows) {
    let bad = false;
    const reject = (key: CsvKey | null, message: string) => {
      problems.add(line, key, message);
      bad = true;
    };
    const code = cells.code;
    const workerCode = cells.worker_code;
    const worker = workerCode ? workerByCode.get(workerCode) : undefined;
    if (!workerCode) reject('worker_code', ja.validation.required);
    else if (!worker) reject('worker_code', ja.contractImport.workerNotFound(workerCode));
    const existing = code ? contractByCode.get(code) : undefined;
    if (code && !existing) reject('code', ja.contractImport.contractNotFound(code));
    if (code && (seen.get(code) ?? 0) > 1) reject('code', ja.contractImport.duplicateCode(code));
    if (existing && worker && existing.workerId !== worker.id) reject('worker_code', ja.contractImport.contractWorkerMismatch);

    const enumCell = <V extends string>(key: CsvKey, labels: Record<V, string>, fallback: V) => {
      const raw = cells[key];
      if (raw === '') return fallback;
      const value = choice(labels, raw);
      if (value === undefined) {
        reject(key, ja.contractImport.unknownChoice(Object.values<string>(labels).join('、')));
        return fallback;
      }
      return value;
    };
    const trackingRaw = cells.is_enable_time_tracking;
    if (trackingRaw !== '' && trackingRaw !== CSV_TRUE && trackingRaw !== CSV_FALSE) {
      reject('is_enable_time_tracking', ja.contractImport.unknownChoice(`${CSV_TRUE}、${CSV_FALSE}`));
    }
    const priceRaw = cells.unit_price;
    const candidate = {
      title: cells.title,
      contract_type: enumCell('contract_type', contractTypeLabels, 'outsourcing'),
      start_date: cells.start_date,
      end_date: cells.end_date,
      unit_price_type: enumCell('unit_price_type', unitPriceTypeLabels, 'monthly'),
      // Excel writes plain digits; the form's comma format is accepted too.
      unit_price: /^\d+$/.test(priceRaw) && priceRaw.length <= 15 ? Number(priceRaw) : priceRaw,
      tax_type: enumCell('tax_type', taxTypeLabels, 'excluded'),
      tax_rate: cells.tax_rate.replace(/%$/, '') || '10',
      withholding_type: enumCell('withholding_type', withholdingTypeLabels, 'not_withhold'),
      usance: enumCell('usance', usanceLabels, 'end_of_month_next_month_25'),
      business_field: cells.business_field,
      memo: cells.memo,
      is_enable_time_tracking: trackingRaw === CSV_TRUE,
      time_tracking_slack_webhook_url: cells.time_tracking_slack_webhook_url,
      project_id_list: [],
      purchase_order_item_group_templates: [],
      // not columns of contracts.csv: a row keeps the contract's stored 精算幅 and rounding (refused when they no
      // longer fit its 単価区分 / 単価)
      time_settlement: timeSettlementWire(existing?.timeSettlement ?? null),
      time_rounding: timeRoundingWire(existing?.timeRounding ?? null),
    };
    const result = contractFormSchema.safeParse(candidate);
    if (!result.success) {
      for (const issue of result.error.issues) reject(formFieldColumn[String(issue.path[0])] ?? null, issue.message);
    }
    if (bad || !result.success || !worker) continue;
    const v = result.data;
    writes.push({
      existingId: existing?.id ?? null,
      workerId: worker.id,
      values: {
        title: v.title,
        contractType: v.contract_type,
        startDate: v.start_date,
        endDate: v.end_date,
        unitPriceType: v.unit_price_type,
        unitPrice: v.unit_price,
        taxType: v.tax_type,
        taxRate: v.tax_rate,
        withholdingType: v.withholding_type,
        usance: v.usance,
        businessField: v.business_field,
        memo: v.memo,
        isEnableTimeTracking: v.is_enable_time_tracking,
        timeTrackingSlackWebhookUrl: v.time_tracking_slack_webhook_url,
      },
    });
  }
  return writes;
}
