/**
 * 会計ソフト連携 (issue #25 item 1): the per-company mapping to the customer's own accounting masters, the wire contract
 * of the mapping and export routes, and the PURE builders: documents → journal entries → each format's rows. The API
 * (apps/api/src/modules/compliance/accounting-exports) reads the documents and encodes the rows; the screens
 * (apps/web/src/routes/company/accounting-mapping, apps/web/src/routes/accounting-exports) are built on this file.
 * Routes, all under /api/v2/employee:
 *
 * - GET /accounting_mapping                          → { data: AccountingMappingWire }
 * - PUT /accounting_mapping  accountingMappingInputSchema → { data: AccountingMappingWire } (all rows replaced at once)
 * - GET /accounting_exports/preview?format&from&to   → { data: AccountingExportPreviewWire }
 * - GET /accounting_exports/download?format&from&to  → the file
 *
 * What becomes an entry, and where each column comes from: docs/decisions.md (会計ソフト連携).
 */
import { z } from 'zod';
import { ja } from './messages/ja';
import { transitionalDeductionPercent, transitionalDeductionSchedule } from './tax';

const m = ja.accounting;

// ---------------------------------------------------------------------------------------------------------------
// Formats.
// ---------------------------------------------------------------------------------------------------------------

export const accountingFormats = ['freee_deals', 'freee_journals', 'mf_journals', 'yayoi', 'payment_data'] as const;
export type AccountingFormat = (typeof accountingFormats)[number];
export const accountingFormatLabels: Record<AccountingFormat, string> = m.formats;

// ---------------------------------------------------------------------------------------------------------------
// The mapping: kinds, keys, defaults.
// ---------------------------------------------------------------------------------------------------------------

export const accountingMappingKinds = ['account', 'tax', 'department', 'project', 'worker', 'option'] as const;
export type AccountingMappingKind = (typeof accountingMappingKinds)[number];

/** 勘定科目: the names of the customer's accounts (defaults: the common names). */
export const accountKeys = ['expense', 'payable', 'withholding', 'advance', 'bank'] as const;
export type AccountKey = (typeof accountKeys)[number];
export const accountDefaults: Record<AccountKey, string> = {
  expense: '外注費',
  payable: '未払金',
  withholding: '預り金',
  advance: '立替金',
  bank: '普通預金',
};

/** The 経過措置 shares of the schedule (tax.ts), plus 0 for a purchase after it ends. */
export const transitionalPercents: readonly number[] = [...transitionalDeductionSchedule.map((r) => r.percent), 0];

/** Rates that carry a 税区分 per share; 0 % and 不課税 lines use `exempt`. */
export const taxedRates = [10, 8] as const;

/**
 * 税区分 keys: `qualified_<rate>` (適格請求書発行事業者から), `transitional_<percent>_<rate>` (登録番号のない取引先から,
 * by the 経過措置 share of the transaction date), `exempt` (0 %・不課税: 立替金, adjustments, the 消込), `direct` (a
 * direct payment, which stores no tax per rate), and the マネーフォワード インボイス column values `mf_invoice_<percent>`.
 */
export const taxKeys: readonly string[] = [
  ...taxedRates.map((rate) => `qualified_${rate}`),
  ...transitionalPercents.flatMap((percent) => taxedRates.map((rate) => `transitional_${percent}_${rate}`)),
  'exempt',
  'direct',
  'mf_invoice_qualified',
  ...transitionalPercents.filter((p) => p > 0).map((percent) => `mf_invoice_${percent}`),
];

const rateName = (rate: number) => (rate === 8 ? '8%（軽）' : `${rate}%`);
/**
 * Default 税区分 names: freee's naming (課対仕入10%, 課対仕入（控80）10%); each customer changes them to the names of
 * their own master. The MF インボイス values 適格 / 80%控除 are sourced (docs/decisions.md); 70%控除 and lower follow the
 * same pattern but could not be sourced — the screen says so.
 */
export const taxDefaults: Record<string, string> = Object.fromEntries(
  taxKeys.map((key) => {
    const parts = key.split('_');
    if (key.startsWith('qualified_')) return [key, `課対仕入${rateName(Number(parts[1]))}`];
    if (key.startsWith('transitional_')) {
      const percent = Number(parts[1]);
      return [key, percent === 0 ? '対象外' : `課対仕入（控${percent}）${rateName(Number(parts[2]))}`];
    }
    if (key === 'mf_invoice_qualified') return [key, '適格'];
    if (key.startsWith('mf_invoice_')) return [key, `${parts[2]}%控除`];
    return [key, '対象外'];
  }),
);

/** 部門 source: the worker's department, the order's project, or none. */
export const departmentSources = ['department', 'project', 'none'] as const;
export type DepartmentSource = (typeof departmentSources)[number];
export const departmentSourceLabels: Record<DepartmentSource, string> = m.departmentSources;
export const optionKeys = ['department_source'] as const;
export const optionDefaults: Record<(typeof optionKeys)[number], string> = { department_source: 'department' };

/** One row of the mapping (department / project / worker keys are the record's code). */
export type AccountingMappingRow = { kind: AccountingMappingKind; key: string; value: string };

/** Every account, tax and option key with its default name. */
export function mappingDefaults(): AccountingMappingRow[] {
  return [
    ...accountKeys.map((key) => ({ kind: 'account' as const, key, value: accountDefaults[key] })),
    ...taxKeys.map((key) => ({ kind: 'tax' as const, key, value: taxDefaults[key] ?? '' })),
    ...optionKeys.map((key) => ({ kind: 'option' as const, key, value: optionDefaults[key] })),
  ];
}

/** The names an export uses: every row given, the default for every row absent. */
export type AccountingMapping = {
  accounts: Record<AccountKey, string>;
  taxes: Record<string, string>;
  departmentSource: DepartmentSource;
  /** code → 部門名 (absent: the department's / project's own name) */
  departments: Record<string, string>;
  projects: Record<string, string>;
  /** worker code → 補助科目 (absent: the worker's name) */
  workers: Record<string, string>;
};

export function resolveMapping(rows: readonly AccountingMappingRow[]): AccountingMapping {
  const pick = (kind: AccountingMappingKind) =>
    Object.fromEntries(rows.filter((r) => r.kind === kind && r.value.trim() !== '').map((r) => [r.key, r.value.trim()]));
  const source = rows.find((r) => r.kind === 'option' && r.key === 'department_source')?.value;
  return {
    accounts: { ...accountDefaults, ...pick('account') } as Record<AccountKey, string>,
    taxes: { ...taxDefaults, ...pick('tax') },
    departmentSource: (departmentSources as readonly string[]).includes(source ?? '') ? (source as DepartmentSource) : 'department',
    departments: pick('department'),
    projects: pick('project'),
    workers: pick('worker'),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Wire schemas.
// ---------------------------------------------------------------------------------------------------------------

/** The longest name a mapping value may hold (the accounting products cut longer names; 弥生 24 半角). */
export const ACCOUNTING_VALUE_MAX = 40;

export const accountingMappingRowSchema = z.object({
  kind: z.enum(accountingMappingKinds, { error: m.kindInvalid }),
  key: z.string({ error: m.keyInvalid }).trim().min(1, { error: m.keyInvalid }).max(100, { error: m.keyInvalid }),
  value: z.string({ error: m.valueRequired }).trim().max(ACCOUNTING_VALUE_MAX, { error: m.valueTooLong(ACCOUNTING_VALUE_MAX) }),
});

export const accountingMappingInputSchema = z.object({
  rows: z.array(accountingMappingRowSchema, { error: m.rowsRequired }).max(20_000, { error: m.rowsRequired }),
});
export type AccountingMappingInput = z.infer<typeof accountingMappingInputSchema>;

/** A department, project or worker the screen maps, with its own name (the default). */
export type AccountingMappingTarget = { code: string; name: string };

export type AccountingMappingWire = {
  rows: AccountingMappingRow[];
  /** The default of every account, tax and option key (a list: the web camelizes object keys, never list values). */
  defaults: AccountingMappingRow[];
  departments: AccountingMappingTarget[];
  projects: AccountingMappingTarget[];
  workers: AccountingMappingTarget[];
};

const mappingTargetSchema = z.object({ code: z.string(), name: z.string() });
export const accountingMappingResponseSchema = z.object({
  data: z.object({
    rows: z.array(z.object({ kind: z.enum(accountingMappingKinds), key: z.string(), value: z.string() })),
    defaults: z.array(z.object({ kind: z.enum(accountingMappingKinds), key: z.string(), value: z.string() })),
    departments: z.array(mappingTargetSchema),
    projects: z.array(mappingTargetSchema),
    workers: z.array(mappingTargetSchema),
  }),
});

export const accountingExportQuerySchema = z.object({
  format: z.enum(accountingFormats, { error: m.formatInvalid }),
  from: z.string({ error: m.fromInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.fromInvalid }),
  to: z.string({ error: m.toInvalid }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.toInvalid }),
});
export type AccountingExportQuery = z.infer<typeof accountingExportQuerySchema>;

const isRealDate = (value: string) => {
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/** The period's problems in Japanese (empty: fine): real dates, from ≤ to, at most one year. */
export function accountingPeriodErrors(from: string, to: string): string[] {
  const errors: string[] = [];
  if (!isRealDate(from)) errors.push(m.fromInvalid);
  if (!isRealDate(to)) errors.push(m.toInvalid);
  if (errors.length > 0) return errors;
  if (from > to) return [m.fromAfterTo];
  // at most one year: `to` before the same day a year after `from` (2025-01-01 → 2025-12-31 at the latest)
  const [y, mo, d] = from.split('-').map(Number) as [number, number, number];
  const yearLater = new Date(Date.UTC(y + 1, mo - 1, d)).toISOString().slice(0, 10);
  if (to >= yearLater) return [m.periodTooLong];
  return [];
}

export const entryKinds = ['notification', 'invoice', 'settlement', 'direct_payment'] as const;
export type EntryKind = (typeof entryKinds)[number];
export const entryKindLabels: Record<EntryKind, string> = m.entryKinds;

export const accountingExportPreviewResponseSchema = z.object({
  data: z.object({
    format: z.enum(accountingFormats),
    from: z.string(),
    to: z.string(),
    counts: z.array(z.object({ kind: z.enum(entryKinds), count: z.number() })),
    rows: z.number(),
    notes: z.array(z.string()),
  }),
});

export type AccountingExportPreviewWire = {
  format: AccountingFormat;
  from: string;
  to: string;
  /** Entries (伝票) per kind, in entryKinds order (a list: see AccountingMappingWire.defaults). */
  counts: { kind: EntryKind; count: number }[];
  /** Rows the file will hold (header excluded). */
  rows: number;
  /** What the format cannot carry and was left out (Japanese sentences); empty when nothing. */
  notes: string[];
};

// ---------------------------------------------------------------------------------------------------------------
// Documents (as the API reads them) → journal entries.
// ---------------------------------------------------------------------------------------------------------------

/** The party of a document: the worker. `registrationNumber` null → the 経過措置 税区分. */
export type AccountingParty = { code: string; name: string; registrationNumber: string | null };
/** Where a line's 部門 comes from (codes; null: none). */
export type AccountingDepartmentRef = { departmentCode: string | null; departmentName: string | null; projectCode: string | null; projectName: string | null };

/** A line of a 支払通知書 as stored (adjustments have no date; tax_rate null = 不課税). */
export type AccountingNotificationLine = AccountingDepartmentRef & {
  kind: 'item' | 'adjustment';
  transactionDate: string | null;
  taxRate: number | null;
  amount: number;
  adjustmentCategory: 'reimbursement' | 'expense' | 'overpayment' | 'return' | 'other' | null;
};

/** An approved or paid 支払通知書. */
export type AccountingNotification = {
  type: 'notification';
  number: string;
  party: AccountingParty;
  paymentDate: string;
  /** Stored per rate (rounded once per rate per document — never recomputed here). */
  perRate: { rate: number; base: number; tax: number }[];
  withholding: number;
  lines: AccountingNotificationLine[];
};

/** An approved 請求書 whose item group is on no 支払通知書: accrues by itself on the 検収 date. */
export type AccountingInvoice = AccountingDepartmentRef & {
  type: 'invoice';
  number: string;
  party: AccountingParty;
  transactionDate: string;
  paymentDueDate: string | null;
  perRate: { rate: number; base: number; tax: number }[];
};

/** A paid payment: the 消込 of its notification, or (no notification) a direct payment. */
export type AccountingPayment = AccountingDepartmentRef & {
  type: 'payment';
  number: string;
  party: AccountingParty;
  paidOn: string;
  amount: number;
  withholding: number;
  notificationNumber: string | null;
};

export type AccountingDocument = AccountingNotification | AccountingInvoice | AccountingPayment;

/** One side of one journal line. */
export type JournalSide = {
  account: string;
  /** 補助科目 (the worker's) or '' */
  subAccount: string;
  department: string;
  taxClass: string;
  /** Tax-inclusive amount (税込), a positive integer. */
  amount: number;
  tax: number;
  /** The MF インボイス value ('' when not a purchase). */
  invoiceClass: string;
};

/** A journal entry (伝票): debits and credits, balanced, one date. */
export type JournalEntry = {
  kind: EntryKind;
  /** The document it comes from (番号), named in every error. */
  documentNumber: string;
  date: string;
  dueDate: string | null;
  party: AccountingParty;
  memo: string;
  debits: JournalSide[];
  credits: JournalSide[];
  /** Withheld tax in this entry (freee 取引 cannot carry it). */
  withholding: number;
};

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function departmentName(ref: AccountingDepartmentRef, mapping: AccountingMapping): string {
  if (mapping.departmentSource === 'department' && ref.departmentCode) return mapping.departments[ref.departmentCode] ?? ref.departmentName ?? '';
  if (mapping.departmentSource === 'project' && ref.projectCode) return mapping.projects[ref.projectCode] ?? ref.projectName ?? '';
  return '';
}

/** The 税区分 key of a purchase at `rate` on `date` from `party`. */
export function purchaseTaxKey(rate: number | null, date: string, party: AccountingParty): string {
  if (rate == null || rate === 0) return 'exempt';
  if (party.registrationNumber) return `qualified_${rate}`;
  return `transitional_${transitionalDeductionPercent(date)}_${rate}`;
}

/** The MF インボイス value of a purchase: 適格, or the 経過措置 share on `date` ('' when not a taxed purchase). */
export function mfInvoiceKey(rate: number | null, date: string, party: AccountingParty): string | null {
  if (rate == null || rate === 0) return null;
  if (party.registrationNumber) return 'mf_invoice_qualified';
  const percent = transitionalDeductionPercent(date);
  return percent > 0 ? `mf_invoice_${percent}` : null;
}

/**
 * Splits a rate's stored tax over date groups in proportion to their bases (floor), the remainder on the last group,
 * so the parts add up to the stored tax exactly — the tax is never recomputed per line.
 */
export function allocateTax(tax: number, bases: readonly number[]): number[] {
  const total = sum(bases);
  if (total === 0) return bases.map((_, i) => (i === bases.length - 1 ? tax : 0));
  const parts = bases.map((b) => Math.floor((tax * b) / total));
  parts[parts.length - 1]! += tax - sum(parts);
  return parts;
}

function side(mapping: AccountingMapping, account: string, party: AccountingParty, department: string, taxKey: string, amount: number, tax: number, invoiceKey: string | null): JournalSide {
  return {
    account,
    subAccount: mapping.workers[party.code] ?? party.name,
    department,
    taxClass: mapping.taxes[taxKey] ?? taxKey,
    amount,
    tax,
    invoiceClass: invoiceKey ? (mapping.taxes[invoiceKey] ?? '') : '',
  };
}

/** A debit/credit pair made positive: a negative amount swaps the sides (the formats take no negative amounts). */
function place(entry: JournalEntry, debit: JournalSide, credit: JournalSide) {
  if (debit.amount >= 0) {
    entry.debits.push(debit);
    entry.credits.push(credit);
  } else {
    entry.debits.push({ ...credit, amount: -credit.amount, tax: -credit.tax });
    entry.credits.push({ ...debit, amount: -debit.amount, tax: -debit.tax });
  }
}

/** Merges sides of the same account, department and 税区分 (one row each in the file). */
function mergeSides(sides: readonly JournalSide[]): JournalSide[] {
  const merged = new Map<string, JournalSide>();
  for (const s of sides) {
    const key = [s.account, s.subAccount, s.department, s.taxClass, s.invoiceClass].join('\u0000');
    const found = merged.get(key);
    if (found) {
      found.amount += s.amount;
      found.tax += s.tax;
    } else merged.set(key, { ...s });
  }
  return [...merged.values()].filter((s) => s.amount !== 0);
}

function finish(entry: JournalEntry): JournalEntry {
  return { ...entry, debits: mergeSides(entry.debits), credits: mergeSides(entry.credits) };
}

/**
 * A 支払通知書 → one entry per 検収 date: 外注費 (per rate, 税込, the rate's stored tax split over the dates) / 未払金;
 * 立替金 lines → 立替金 / 未払金; other adjustments → 外注費 対象外 (a negative one reversed); the 源泉 → 未払金 / 預り金
 * on the last date's entry. Adjustments (no date) go to the last 検収 date (the payment date when it has no item).
 */
function notificationEntries(doc: AccountingNotification, mapping: AccountingMapping): JournalEntry[] {
  const { accounts } = mapping;
  const itemDates = doc.lines.filter((l) => l.transactionDate).map((l) => l.transactionDate!);
  const lastDate = itemDates.length > 0 ? itemDates.reduce((a, b) => (a > b ? a : b)) : doc.paymentDate;
  const dates = [...new Set([...itemDates, lastDate])].sort();
  const dateOf = (line: AccountingNotificationLine) => line.transactionDate ?? lastDate;
  const isTaxed = (line: AccountingNotificationLine) => line.taxRate != null && line.adjustmentCategory !== 'reimbursement';

  // the stored tax of each rate, split over (date, department) groups in proportion to their bases
  const taxOf = new Map<AccountingNotificationLine, number>();
  for (const { rate, tax } of doc.perRate) {
    const lines = doc.lines.filter((l) => isTaxed(l) && l.taxRate === rate);
    allocateTax(tax, lines.map((l) => l.amount)).forEach((part, i) => taxOf.set(lines[i]!, part));
  }

  const entries = dates.map<JournalEntry>((date) => ({
    kind: 'notification',
    documentNumber: doc.number,
    date,
    dueDate: doc.paymentDate,
    party: doc.party,
    memo: m.memo.notification(doc.number),
    debits: [],
    credits: [],
    withholding: 0,
  }));
  const byDate = new Map(entries.map((e) => [e.date, e]));
  for (const line of doc.lines) {
    const entry = byDate.get(dateOf(line))!;
    const dept = departmentName(line, mapping);
    const tax = taxOf.get(line) ?? 0;
    const amount = line.amount + tax;
    if (line.adjustmentCategory === 'reimbursement') {
      place(entry, side(mapping, accounts.advance, doc.party, dept, 'exempt', amount, 0, null), side(mapping, accounts.payable, doc.party, '', 'exempt', amount, 0, null));
      continue;
    }
    const taxKey = purchaseTaxKey(line.taxRate, entry.date, doc.party);
    place(
      entry,
      side(mapping, accounts.expense, doc.party, dept, taxKey, amount, tax, mfInvoiceKey(line.taxRate, entry.date, doc.party)),
      side(mapping, accounts.payable, doc.party, '', 'exempt', amount, 0, null),
    );
  }
  if (doc.withholding > 0) {
    const last = byDate.get(lastDate)!;
    last.withholding = doc.withholding;
    // the payable is reduced by the tax withheld: 未払金 / 預り金 within the same slip, netted into one 未払金 row
    last.credits.push(side(mapping, accounts.withholding, doc.party, '', 'exempt', doc.withholding, 0, null));
    last.credits.push(side(mapping, accounts.payable, doc.party, '', 'exempt', -doc.withholding, 0, null));
  }
  return entries.filter((e) => e.debits.length > 0 || e.credits.length > 0).map(finish);
}

function invoiceEntry(doc: AccountingInvoice, mapping: AccountingMapping): JournalEntry {
  const entry: JournalEntry = {
    kind: 'invoice',
    documentNumber: doc.number,
    date: doc.transactionDate,
    dueDate: doc.paymentDueDate,
    party: doc.party,
    memo: m.memo.invoice(doc.number),
    debits: [],
    credits: [],
    withholding: 0,
  };
  const dept = departmentName(doc, mapping);
  for (const r of doc.perRate) {
    const taxKey = purchaseTaxKey(r.rate, doc.transactionDate, doc.party);
    const amount = r.base + r.tax;
    place(
      entry,
      side(mapping, mapping.accounts.expense, doc.party, dept, taxKey, amount, r.tax, mfInvoiceKey(r.rate, doc.transactionDate, doc.party)),
      side(mapping, mapping.accounts.payable, doc.party, '', 'exempt', amount, 0, null),
    );
  }
  return finish(entry);
}

function paymentEntry(doc: AccountingPayment, mapping: AccountingMapping): JournalEntry {
  const { accounts } = mapping;
  const base = { documentNumber: doc.number, date: doc.paidOn, dueDate: null, party: doc.party, debits: [], credits: [] };
  if (doc.notificationNumber) {
    // 消込: the payable of the notification is paid from the bank
    const entry: JournalEntry = { ...base, kind: 'settlement', memo: m.memo.settlement(doc.number, doc.notificationNumber), withholding: 0 };
    place(entry, side(mapping, accounts.payable, doc.party, '', 'exempt', doc.amount, 0, null), side(mapping, accounts.bank, doc.party, '', 'exempt', doc.amount, 0, null));
    return finish(entry);
  }
  // a direct payment: 外注費 (税込 as paid + the tax withheld; no tax per rate is stored) / 普通預金 and 預り金
  const entry: JournalEntry = { ...base, kind: 'direct_payment', memo: m.memo.direct(doc.number), withholding: doc.withholding };
  const gross = doc.amount + doc.withholding;
  entry.debits.push(side(mapping, accounts.expense, doc.party, departmentName(doc, mapping), 'direct', gross, 0, null));
  entry.credits.push(side(mapping, accounts.bank, doc.party, '', 'exempt', doc.amount, 0, null));
  if (doc.withholding > 0) entry.credits.push(side(mapping, accounts.withholding, doc.party, '', 'exempt', doc.withholding, 0, null));
  return finish(entry);
}

/** The journal entries of documents, in date order then document number (stable). */
export function buildJournalEntries(documents: readonly AccountingDocument[], mapping: AccountingMapping): JournalEntry[] {
  const entries: JournalEntry[] = [];
  for (const doc of documents) {
    if (doc.type === 'notification') entries.push(...notificationEntries(doc, mapping));
    else if (doc.type === 'invoice') entries.push(invoiceEntry(doc, mapping));
    else entries.push(paymentEntry(doc, mapping));
  }
  return entries.sort((a, b) => (a.date === b.date ? (a.documentNumber < b.documentNumber ? -1 : a.documentNumber > b.documentNumber ? 1 : 0) : a.date < b.date ? -1 : 1));
}

/** Entries per kind (the preview). */
export function countEntries(entries: readonly JournalEntry[]): Record<EntryKind, number> {
  const counts = Object.fromEntries(entryKinds.map((k) => [k, 0])) as Record<EntryKind, number>;
  for (const e of entries) counts[e.kind] += 1;
  return counts;
}

// ---------------------------------------------------------------------------------------------------------------
// Entries → each format's rows. Every row carries the document it comes from (for the Shift_JIS error).
// ---------------------------------------------------------------------------------------------------------------

export type FormatRows = { header: readonly string[]; rows: string[][]; documents: string[]; notes: string[] };

const slash = (date: string | null) => (date ? date.replaceAll('-', '/') : '');
const num = (n: number) => String(n);

/**
 * freee 取引インポート (21 columns): one 支出 row per debit line (外注費 per 税区分, 立替金). The 源泉 (預り金) and the 消込
 * cannot be carried by a 取引 row; they are left out and named in `notes` (use freee 仕訳インポート for them). Direct
 * payments are settled deals (決済日・決済口座・決済金額 set).
 */
export const freeeDealsHeader = [
  '収支区分', '管理番号', '発生日', '決済期日', '取引先コード', '取引先', '勘定科目', '税区分', '金額', '税計算区分', '税額', '備考', '品目', '部門', 'メモタグ（複数指定可、カンマ区切り）', 'セグメント1', 'セグメント2', 'セグメント3', '決済日', '決済口座', '決済金額',
] as const;

export function freeeDealsRows(entries: readonly JournalEntry[], mapping: AccountingMapping): FormatRows {
  const rows: string[][] = [];
  const documents: string[] = [];
  let withheld = 0;
  let settlements = 0;
  for (const e of entries) {
    if (e.kind === 'settlement') {
      settlements += 1;
      continue;
    }
    if (e.withholding > 0 && e.kind !== 'direct_payment') withheld += 1;
    const direct = e.kind === 'direct_payment';
    const debits = e.debits;
    for (const d of debits) {
      rows.push([
        '支出', e.documentNumber, slash(e.date), direct ? '' : slash(e.dueDate), e.party.code, e.party.name, d.account, d.taxClass, num(d.amount), '内税', num(d.tax), e.memo, '', d.department, '', '', '', '',
        direct ? slash(e.date) : '', direct ? mapping.accounts.bank : '', direct ? num(d.amount - (debits.length === 1 ? e.withholding : 0)) : '',
      ]);
      documents.push(e.documentNumber);
    }
  }
  const notes: string[] = [];
  if (withheld > 0) notes.push(m.notes.freeeWithholding(withheld));
  if (settlements > 0) notes.push(m.notes.freeeSettlements(settlements));
  return { header: freeeDealsHeader, rows, documents, notes };
}

/** Zips an entry's debits and credits into rows (row i holds debit i and credit i; a side may be empty). */
function pairs(e: JournalEntry): { debit: JournalSide | null; credit: JournalSide | null }[] {
  const n = Math.max(e.debits.length, e.credits.length);
  return Array.from({ length: n }, (_, i) => ({ debit: e.debits[i] ?? null, credit: e.credits[i] ?? null }));
}

/** freee 仕訳インポート (振替伝票): one row per debit/credit pair; rows of one slip share 日付 and 伝票番号. */
export const freeeJournalsHeader = [
  '日付', '伝票番号', '決算整理仕訳', '借方勘定科目', '借方税区分', '借方金額', '借方税額', '借方取引先', '借方部門', '貸方勘定科目', '貸方税区分', '貸方金額', '貸方税額', '貸方取引先', '貸方部門', '摘要',
] as const;

export function freeeJournalsRows(entries: readonly JournalEntry[]): FormatRows {
  const rows: string[][] = [];
  const documents: string[] = [];
  entries.forEach((e, index) => {
    for (const { debit, credit } of pairs(e)) {
      rows.push([
        slash(e.date), String(index + 1), '',
        debit?.account ?? '', debit?.taxClass ?? '', debit ? num(debit.amount) : '', debit ? num(debit.tax) : '', debit ? e.party.name : '', debit?.department ?? '',
        credit?.account ?? '', credit?.taxClass ?? '', credit ? num(credit.amount) : '', credit ? num(credit.tax) : '', credit ? e.party.name : '', credit?.department ?? '',
        e.memo,
      ]);
      documents.push(e.documentNumber);
    }
  });
  return { header: freeeJournalsHeader, rows, documents, notes: [] };
}

/** マネーフォワード クラウド会計 仕訳帳 (27 columns A–AA); a compound slip is rows of the same 取引No and 取引日. */
export const mfJournalsHeader = [
  '取引No', '取引日', '借方勘定科目', '借方補助科目', '借方部門', '借方取引先', '借方税区分', '借方インボイス', '借方金額(円)', '借方税額',
  '貸方勘定科目', '貸方補助科目', '貸方部門', '貸方取引先', '貸方税区分', '貸方インボイス', '貸方金額(円)', '貸方税額',
  '摘要', '仕訳メモ', 'タグ', 'MF仕訳タイプ', '決算整理仕訳', '作成日時', '作成者', '最終更新日時', '最終更新者',
] as const;

export function mfJournalsRows(entries: readonly JournalEntry[]): FormatRows {
  const rows: string[][] = [];
  const documents: string[] = [];
  const sideCells = (s: JournalSide | null, party: AccountingParty) =>
    s ? [s.account, s.subAccount, s.department, party.name, s.taxClass, s.invoiceClass, num(s.amount), num(s.tax)] : ['', '', '', '', '', '', '', ''];
  entries.forEach((e, index) => {
    for (const { debit, credit } of pairs(e)) {
      rows.push([String(index + 1), slash(e.date), ...sideCells(debit, e.party), ...sideCells(credit, e.party), e.memo, e.documentNumber, '', '', '', '', '', '', '']);
      documents.push(e.documentNumber);
    }
  });
  return { header: mfJournalsHeader, rows, documents, notes: [] };
}

/**
 * 弥生インポート形式 (25 columns, no header row in the file — `header` names them for the tests and the help). 識別フラグ
 * 2000 for a one-row slip, 2110 / 2100 / 2101 for the first / middle / last row of a compound slip; a missing side is
 * 空白 with 金額 0 (sourced). The file is Shift_JIS (the API refuses characters it cannot hold).
 */
export const yayoiHeader = [
  '識別フラグ', '伝票No.', '決算', '取引日付', '借方勘定科目', '借方補助科目', '借方部門', '借方税区分', '借方金額', '借方税金額',
  '貸方勘定科目', '貸方補助科目', '貸方部門', '貸方税区分', '貸方金額', '貸方税金額', '摘要', '番号', '期日', 'タイプ', '生成元', '仕訳メモ', '付箋1', '付箋2', '調整',
] as const;

export function yayoiFlag(index: number, count: number): string {
  if (count === 1) return '2000';
  if (index === 0) return '2110';
  return index === count - 1 ? '2101' : '2100';
}

export function yayoiRows(entries: readonly JournalEntry[]): FormatRows {
  const rows: string[][] = [];
  const documents: string[] = [];
  const sideCells = (s: JournalSide | null) => (s ? [s.account, s.subAccount, s.department, s.taxClass, num(s.amount), num(s.tax)] : ['', '', '', '', '0', '0']);
  entries.forEach((e, index) => {
    const lines = pairs(e);
    lines.forEach(({ debit, credit }, i) => {
      rows.push([yayoiFlag(i, lines.length), String(index + 1), '', slash(e.date), ...sideCells(debit), ...sideCells(credit), e.memo, '', slash(e.dueDate), '0', '', e.documentNumber, '0', '', 'no']);
      documents.push(e.documentNumber);
    });
  });
  return { header: yayoiHeader, rows, documents, notes: [] };
}

// ---------------------------------------------------------------------------------------------------------------
// The plain 支払データ CSV: one row per document.
// ---------------------------------------------------------------------------------------------------------------

export type AccountingBank = { bankCode: string; bankName: string; branchCode: string; branchName: string; accountType: string; accountNumber: string; holderKana: string };

export const paymentDataHeader = [
  '書類', '番号', '取引日', '支払予定日', '支払日', '取引先コード', '取引先', '登録番号', '10%対象（税抜）', '10%消費税', '8%対象（税抜）', '8%消費税', '対象外・不課税', '源泉徴収税額', '支払金額',
  '銀行コード', '銀行名', '支店コード', '支店名', '口座種別', '口座番号', '口座名義（カナ）',
] as const;

const accountTypeLabels: Record<string, string> = { normal: '普通', current: '当座', savings: '貯蓄' };

export function paymentDataRows(documents: readonly AccountingDocument[], banks: ReadonlyMap<string, AccountingBank>): FormatRows {
  const rows: string[][] = [];
  const names: string[] = [];
  const rate = (perRate: { rate: number; base: number; tax: number }[], r: number) => perRate.find((p) => p.rate === r);
  for (const doc of documents) {
    const bank = banks.get(doc.party.code);
    const bankCells = bank
      ? [bank.bankCode, bank.bankName, bank.branchCode, bank.branchName, accountTypeLabels[bank.accountType] ?? bank.accountType, bank.accountNumber, bank.holderKana]
      : ['', '', '', '', '', '', ''];
    const party = [doc.party.code, doc.party.name, doc.party.registrationNumber ?? ''];
    if (doc.type === 'payment') {
      rows.push([m.documentKinds.payment, doc.number, '', '', slash(doc.paidOn), ...party, '', '', '', '', '', num(doc.withholding), num(doc.amount), ...bankCells]);
    } else {
      const perRate = doc.perRate;
      const ten = rate(perRate, 10);
      const eight = rate(perRate, 8);
      const exemptBase = sum(perRate.filter((p) => p.rate !== 10 && p.rate !== 8).map((p) => p.base));
      const taxTotal = sum(perRate.map((p) => p.base + p.tax));
      if (doc.type === 'notification') {
        const dates = doc.lines.map((l) => l.transactionDate).filter((d): d is string => d != null).sort();
        const adjustments = sum(doc.lines.filter((l) => l.kind === 'adjustment' && (l.taxRate == null || l.adjustmentCategory === 'reimbursement')).map((l) => l.amount));
        rows.push([
          m.documentKinds.notification, doc.number, dates.length > 0 ? `${slash(dates[0]!)}〜${slash(dates.at(-1)!)}` : '', slash(doc.paymentDate), '', ...party,
          num(ten?.base ?? 0), num(ten?.tax ?? 0), num(eight?.base ?? 0), num(eight?.tax ?? 0), num(exemptBase + adjustments), num(doc.withholding), num(taxTotal + adjustments - doc.withholding), ...bankCells,
        ]);
      } else {
        rows.push([
          m.documentKinds.invoice, doc.number, slash(doc.transactionDate), slash(doc.paymentDueDate), '', ...party,
          num(ten?.base ?? 0), num(ten?.tax ?? 0), num(eight?.base ?? 0), num(eight?.tax ?? 0), num(exemptBase), '0', num(taxTotal), ...bankCells,
        ]);
      }
    }
    names.push(doc.number);
  }
  return { header: paymentDataHeader, rows, documents: names, notes: [] };
}

/**
 * The rows of one format for the period [from, to]: only entries dated in it (payment_data: the documents with at
 * least one such entry). payment_data reads the documents, the others the entries.
 */
export function formatRows(
  format: AccountingFormat,
  all: readonly AccountingDocument[],
  mapping: AccountingMapping,
  banks: ReadonlyMap<string, AccountingBank>,
  period: { from: string; to: string },
): FormatRows & { counts: Record<EntryKind, number> } {
  const entries = buildJournalEntries(all, mapping).filter((e) => e.date >= period.from && e.date <= period.to);
  const counts = countEntries(entries);
  const inPeriod = new Set(entries.map((e) => e.documentNumber));
  const documents = all.filter((d) => inPeriod.has(d.number));
  switch (format) {
    case 'freee_deals':
      return { ...freeeDealsRows(entries, mapping), counts };
    case 'freee_journals':
      return { ...freeeJournalsRows(entries), counts };
    case 'mf_journals':
      return { ...mfJournalsRows(entries), counts };
    case 'yayoi':
      return { ...yayoiRows(entries), counts };
    case 'payment_data':
      return { ...paymentDataRows(documents, banks), counts };
  }
}

/** The file name of an export (Japanese; the API sends it RFC 5987-encoded). */
export function accountingFileName(format: AccountingFormat, from: string, to: string): string {
  const ext = format === 'yayoi' ? 'txt' : 'csv';
  return `${m.fileNames[format]}_${from.replaceAll('-', '')}-${to.replaceAll('-', '')}.${ext}`;
}

/** The help of each format on the export screen: its sources and what could not be sourced (docs/decisions.md). */
export const accountingFormatHelp: Record<AccountingFormat, { sources: readonly { title: string; url: string }[]; unsourced: readonly string[]; encoding: string }> = m.help;
