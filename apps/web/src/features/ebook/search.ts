import { EBOOK_AMOUNT_MAX, type EbookDocumentKind, type EbookSearchQuery } from '@app/shared/ebook';
import { checkBusinessDate, formatDate, parseBusinessDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { parseMoneyInput } from '@app/shared/money';

/**
 * The 電子帳簿 search form (取引年月日・取引金額 as ranges, 取引先, 種類, 書類番号, 訂正ありのみ) and the URL it is kept in.
 * The URL holds the API's own query (packages/shared/src/ebook.ts ebookSearchQuerySchema: date_from … corrected), so a
 * reload, back and forward ask the API the same question; the form shows it back (dates as YYYY/MM/DD).
 */
export interface EbookSearchForm {
  dateFrom: string;
  dateTo: string;
  /** what the money input holds: the amount once the text reads as one, else the text as typed */
  amountFrom: number | string;
  amountTo: number | string;
  partner: string;
  kind: EbookDocumentKind | '';
  number: string;
  corrected: boolean;
}
export type EbookSearchField = keyof EbookSearchForm;
export type EbookSearchErrors = Partial<Record<EbookSearchField, string>>;
/** The conditions of a search: the query without its paging. */
export type EbookConditions = Omit<EbookSearchQuery, 'page' | 'per'>;

const v = ja.validation;
const m = ja.ebookScreens.search;

export const emptySearchForm: EbookSearchForm = {
  dateFrom: '',
  dateTo: '',
  amountFrom: '',
  amountTo: '',
  partner: '',
  kind: '',
  number: '',
  corrected: false,
};

/** The form showing the conditions of a query (from the URL). */
export function formOfQuery(query: EbookConditions): EbookSearchForm {
  return {
    dateFrom: formatDate(query.date_from ?? null),
    dateTo: formatDate(query.date_to ?? null),
    amountFrom: query.amount_from ?? '',
    amountTo: query.amount_to ?? '',
    partner: query.partner ?? '',
    kind: query.kind ?? '',
    number: query.number ?? '',
    corrected: query.corrected === 'true',
  };
}

function dateError(text: string): string | undefined {
  if (text.trim() === '') return undefined;
  const checked = checkBusinessDate(text);
  if (checked.ok) return undefined;
  return checked.reason === 'format' ? v.date : v.dateInvalid;
}

function amountOf(value: number | string): { amount: number | undefined; error?: string } {
  if (typeof value === 'string') {
    if (value.trim() === '') return { amount: undefined };
    const parsed = parseMoneyInput(value, { allowNegative: false });
    if (parsed === null) return { amount: undefined, error: v.money };
    value = parsed;
  }
  if (value < 0 || !Number.isInteger(value)) return { amount: undefined, error: v.money };
  if (value > EBOOK_AMOUNT_MAX) return { amount: undefined, error: m.amountMax };
  return { amount: value };
}

/**
 * Checks the form as the API would (a range whose start is after its end, a date that is not one, an amount out of
 * range) and answers the conditions to search with, or the message of each input in error.
 */
export function readSearchForm(form: EbookSearchForm): { ok: true; conditions: EbookConditions } | { ok: false; errors: EbookSearchErrors } {
  const errors: EbookSearchErrors = {};
  const dateFromError = dateError(form.dateFrom);
  const dateToError = dateError(form.dateTo);
  if (dateFromError) errors.dateFrom = dateFromError;
  if (dateToError) errors.dateTo = dateToError;
  const from = parseBusinessDate(form.dateFrom) ?? undefined;
  const to = parseBusinessDate(form.dateTo) ?? undefined;
  if (from && to && from > to) errors.dateFrom = m.dateRange;

  const amountFrom = amountOf(form.amountFrom);
  const amountTo = amountOf(form.amountTo);
  if (amountFrom.error) errors.amountFrom = amountFrom.error;
  if (amountTo.error) errors.amountTo = amountTo.error;
  if (amountFrom.amount !== undefined && amountTo.amount !== undefined && amountFrom.amount > amountTo.amount) {
    errors.amountFrom = m.amountRange;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const text = (value: string) => value.trim() || undefined;
  return {
    ok: true,
    conditions: {
      date_from: from,
      date_to: to,
      amount_from: amountFrom.amount,
      amount_to: amountTo.amount,
      partner: text(form.partner),
      kind: form.kind || undefined,
      number: text(form.number),
      corrected: form.corrected ? 'true' : undefined,
    },
  };
}

/** The API's field names (snake_case query keys) → the form's inputs, for a 422's `fields`. */
export const searchFieldOfApi: Record<string, EbookSearchField> = {
  date_from: 'dateFrom',
  date_to: 'dateTo',
  amount_from: 'amountFrom',
  amount_to: 'amountTo',
  partner: 'partner',
  kind: 'kind',
  number: 'number',
  corrected: 'corrected',
};

/** Whether any condition is set (the empty message and the clear button depend on it). */
export function hasConditions(query: EbookConditions): boolean {
  return Object.values(query).some((value) => value !== undefined && value !== '');
}
