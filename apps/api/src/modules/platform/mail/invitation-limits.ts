import { errorCodes } from '@app/shared/api';
import { ja } from '@app/shared/messages/ja';
import { WORKER_IMPORT_MAX_ROWS } from '@app/shared/workers';
import type { Queryable } from '../../../db/client';
import { HttpError } from '../../../lib/errors';
import { countRecentMail, lockCompanyInvitations } from './mail.repository';

/** The window every invitation limit counts in (a rolling hour). */
export const INVITATION_WINDOW_SECONDS = 60 * 60;
/** Invitations and re-invitations one at a time, employees and workers together, per company and hour. */
export const INVITATIONS_PER_COMPANY_PER_HOUR = 100;
/** Re-invitations of one address per company and hour (the first invitation does not count). */
export const REINVITES_PER_ADDRESS_PER_HOUR = 3;
/** Invitation mails from CSV files per company and hour: one full file (the import's own row limit). */
export const BULK_INVITATIONS_PER_COMPANY_PER_HOUR = WORKER_IMPORT_MAX_ROWS;

/**
 * The mails one company's hourly budgets count (issue #19 N6): マイナンバー requests, re-requests and reminders share
 * the one-at-a-time budget with invitations (so do the requests to fill required entries, issue #21), and bulk マイナンバー requests share the CSV budget with bulk invitations.
 */
const BUDGET_KINDS = ['invitation', 'reinvitation', 'my_number_request', 'required_entry_request'] as const;
const BULK_BUDGET_KINDS = ['bulk_invitation', 'my_number_bulk_request'] as const;

/**
 * Call first inside the transaction that writes マイナンバー request mail (`count` mails; bulk for the list's 一括依頼):
 * the same lock and the same counts as invitations, 429 in Japanese when the mail would go over the budget.
 */
export async function assertMyNumberMailAllowed(tx: Queryable, companyId: number, request: { bulk: boolean; count: number }): Promise<void> {
  await lockCompanyInvitations(tx, companyId);
  const limit = request.bulk ? BULK_INVITATIONS_PER_COMPANY_PER_HOUR : INVITATIONS_PER_COMPANY_PER_HOUR;
  const sent = await countRecentMail(tx, companyId, request.bulk ? BULK_BUDGET_KINDS : BUDGET_KINDS, INVITATION_WINDOW_SECONDS);
  if (sent + request.count > limit) throw tooMany(ja.myNumber.mailsPerHour(limit, Math.max(0, limit - sent)));
}

/** Call first inside the transaction that writes a request to fill required entries: one mail of the shared budget. */
export async function assertRequestMailAllowed(tx: Queryable, companyId: number): Promise<void> {
  await lockCompanyInvitations(tx, companyId);
  const sent = await countRecentMail(tx, companyId, BUDGET_KINDS, INVITATION_WINDOW_SECONDS);
  if (sent >= INVITATIONS_PER_COMPANY_PER_HOUR) throw tooMany(ja.requiredEntries.mailsPerHour(INVITATIONS_PER_COMPANY_PER_HOUR));
}

/** 支払調書 mails (issue #22): one full bulk run per company and hour, and a few per address (a resend, not a flood). */
export const PAYMENT_RECORD_MAILS_PER_COMPANY_PER_HOUR = 1000;
export const PAYMENT_RECORD_MAILS_PER_ADDRESS_PER_HOUR = 3;

/**
 * Call first inside the transaction that writes 支払調書 mail: `count` mails for the company, and when `to` is given
 * (a single send) the address's own budget. Counted from `mail_outbox` rows of kind payment_record, so sending one
 * record again and again counts every mail.
 */
export async function assertPaymentRecordMailAllowed(tx: Queryable, companyId: number, request: { count: number; to?: string }): Promise<void> {
  await lockCompanyInvitations(tx, companyId);
  const sent = await countRecentMail(tx, companyId, ['payment_record'], INVITATION_WINDOW_SECONDS);
  if (sent + request.count > PAYMENT_RECORD_MAILS_PER_COMPANY_PER_HOUR) {
    throw tooMany(ja.paymentRecords.mailsPerHour(PAYMENT_RECORD_MAILS_PER_COMPANY_PER_HOUR, Math.max(0, PAYMENT_RECORD_MAILS_PER_COMPANY_PER_HOUR - sent)));
  }
  if (request.to !== undefined) {
    const toAddress = await countRecentMail(tx, companyId, ['payment_record'], INVITATION_WINDOW_SECONDS, request.to);
    if (toAddress + 1 > PAYMENT_RECORD_MAILS_PER_ADDRESS_PER_HOUR) throw tooMany(ja.paymentRecords.mailsPerAddress(PAYMENT_RECORD_MAILS_PER_ADDRESS_PER_HOUR));
  }
}

export type InvitationRequest = { kind: 'invitation' } | { kind: 'reinvitation'; to: string } | { kind: 'bulk_invitation'; count: number };

function tooMany(message: string): HttpError {
  return new HttpError(429, errorCodes.tooManyAttempts, [message], undefined, { 'retry-after': String(INVITATION_WINDOW_SECONDS) });
}

/**
 * Call first inside the transaction that writes the invitation mail. Takes the company's invitation lock (held until
 * the transaction ends, so a parallel burst is counted one by one), counts the company's invitation mail of the last
 * hour in `mail_outbox` (which keeps the metadata of every mail, so the count holds across API instances and after
 * delivery) and answers 429 in Japanese when this invitation would go over a limit.
 */
export async function assertInvitationAllowed(tx: Queryable, companyId: number, request: InvitationRequest): Promise<void> {
  await lockCompanyInvitations(tx, companyId);
  if (request.kind === 'bulk_invitation') {
    const sent = await countRecentMail(tx, companyId, BULK_BUDGET_KINDS, INVITATION_WINDOW_SECONDS);
    if (sent + request.count > BULK_INVITATIONS_PER_COMPANY_PER_HOUR) {
      throw tooMany(ja.mails.bulkInvitationsPerHour(BULK_INVITATIONS_PER_COMPANY_PER_HOUR, Math.max(0, BULK_INVITATIONS_PER_COMPANY_PER_HOUR - sent)));
    }
    return;
  }
  const sent = await countRecentMail(tx, companyId, BUDGET_KINDS, INVITATION_WINDOW_SECONDS);
  if (sent >= INVITATIONS_PER_COMPANY_PER_HOUR) throw tooMany(ja.mails.invitationsPerHour(INVITATIONS_PER_COMPANY_PER_HOUR));
  if (request.kind === 'reinvitation') {
    const again = await countRecentMail(tx, companyId, ['reinvitation'], INVITATION_WINDOW_SECONDS, request.to);
    if (again >= REINVITES_PER_ADDRESS_PER_HOUR) throw tooMany(ja.mails.reinvitesPerHour(REINVITES_PER_ADDRESS_PER_HOUR));
  }
}
