/**
 * インボイス登録 kept true (issue #25 item 3): the published state of a worker's 登録番号 as the API answers it, and the
 * one rule every document that copies the number follows — a registration holds for a transaction date D only when
 * D < ended_on (失効年月日 or 取消年月日: from that day on it no longer holds).
 */
import { z } from 'zod';

export const invoiceRegistrationStatuses = ['registered', 'lapsed', 'cancelled', 'not_found', 'unchecked'] as const;
export type InvoiceRegistrationStatus = (typeof invoiceRegistrationStatuses)[number];

/** Statuses whose registration ended on `ended_on` (the worker list and page flag them). */
export const endedRegistrationStatuses: readonly InvoiceRegistrationStatus[] = ['lapsed', 'cancelled'];

/** Whether a registration that ends on `endedOn` (null: not ended) holds for a transaction on `date` (YYYY-MM-DD). */
export function registrationHoldsOn(endedOn: string | null | undefined, date: string): boolean {
  return !endedOn || date < endedOn;
}

/**
 * The registration number a document prints for transactions on `dates` (each line's 取引日): the number while the
 * registration holds for every one of them, else null — the document is then one from a non-registered supplier and
 * each line shows the 経過措置 share of its own date (a notification spanning the end date is non-registered as a
 * whole; docs/decisions.md). A number without known end date (unchecked, not found) is kept as entered.
 */
export function documentRegistrationNumber(number: string | null, endedOn: string | null | undefined, dates: readonly string[]): string | null {
  if (!number) return null;
  return dates.every((d) => registrationHoldsOn(endedOn, d)) ? number : null;
}

/** GET /v2/employee/businessors/{code}/invoice_registration */
export const invoiceRegistrationWireSchema = z.object({
  /** the number the worker entered (null: none, or not registered) */
  registration_number: z.string().nullable(),
  status: z.enum(invoiceRegistrationStatuses).nullable(),
  /** 氏名又は名称 as published */
  name: z.string().nullable(),
  registered_on: z.string().nullable(),
  /** 失効年月日 or 取消年月日 */
  ended_on: z.string().nullable(),
  checked_at: z.string().nullable(),
  /** whether the NTA Web-API is configured on this server (false: nothing is checked; the page says so) */
  configured: z.boolean(),
  /** what the page shows above the facts (not configured, not reached, not found, ended); null when all is well */
  notice: z.string().nullable(),
});
export type InvoiceRegistrationWire = z.infer<typeof invoiceRegistrationWireSchema>;
export const invoiceRegistrationResponseSchema = z.object({ data: invoiceRegistrationWireSchema });
