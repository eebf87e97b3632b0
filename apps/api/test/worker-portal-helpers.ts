/**
 * Worker-portal fixtures for API tests, made through the real routes: a company invites (mail through the outbox), the
 * worker accepts the link and gets worker token headers.
 */
import { desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { mailOutbox } from '../src/db/schema/mail-outbox';
import type { AuthHeaders, TestCompany, TestContext } from './helpers';

export const WORKER_PASSWORD = 'portal-river-stone-81';
export const uniqueWorkerEmail = () => `w-${Math.random().toString(36).slice(2, 10)}@example.com`;

export function workerTokenHeaders(res: { headers: Record<string, unknown> }): AuthHeaders {
  return { 'access-token': String(res.headers['access-token']), client: String(res.headers.client), uid: String(res.headers.uid) };
}

/** A valid PUT /api/v2/worker/profile body (an individual, registered for インボイス), with overrides. */
export const portalProfileBody = (over: Record<string, unknown> = {}) => ({
  full_name: '新井 結衣',
  full_namekana: 'アライ ユイ',
  trade_name: 'アライデザイン',
  entity_type: 'individual',
  corporate_number: '',
  birthday: '1990/04/01',
  phone: '090-1234-5678',
  postal_code: '150-0001',
  prefecture_id: 13,
  address: '渋谷区神宮前1-2-3',
  building: '神宮前ハイツ101',
  occupation: 'designer',
  gender: 'female',
  invoice_status: 'registered',
  invoice_registration_number: 'T1234567890123',
  family_members: [{ name: '新井 太郎', name_kana: 'アライ タロウ', relationship: 'husband', birthday: '1988/10/10', is_dependent: false }],
  ...over,
});

export function workerPortalFixtures(ctx: TestContext) {
  /** The first match of `pattern` in the newest mail to the address (an invitation or a reset link's token). */
  async function lastLinkTo(address: string, pattern: RegExp = /\/worker_invitations\/([\w-]+)/): Promise<string> {
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.toAddress})`, address.toLowerCase()))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return pattern.exec(mail!.textBody!)![1]!;
  }

  /** The company owner invites a worker; answers the link token, the worker row, the invitation and the owner's headers. */
  async function invite(
    company: TestCompany,
    email = uniqueWorkerEmail(),
    names = { full_name: '新井 結衣', full_namekana: 'アライ ユイ' },
    contractTitle = 'サイト制作業務委託契約',
  ) {
    const owner = await ctx.signIn(company.owner.email);
    const res = await ctx.call('POST', '/api/workers/invitation', {
      headers: owner,
      body: { worker: { ...names, email, contract_title: contractTitle, start_date: '2026-05-01' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { worker, invite_id } = res.json().data as { worker: { id: number; code: string }; invite_id: number };
    return { email, token: await lastLinkTo(email), workerId: worker.id, workerCode: worker.code, inviteId: invite_id, owner };
  }

  /** POSTs the acceptance form (a new account, or links the existing one of that address); answers the raw response. */
  function acceptResponse(token: string, over: Record<string, unknown> = {}) {
    return ctx.call('POST', `/api/worker_invitations/${token}/acceptance`, {
      body: { password: WORKER_PASSWORD, full_name: '新井 結衣', full_namekana: 'アライ ユイ', agreed_to_terms: true, ...over },
    });
  }

  /** Accepts the link and answers the worker token headers. */
  async function accept(token: string, over: Record<string, unknown> = {}): Promise<AuthHeaders> {
    const res = await acceptResponse(token, over);
    expect(res.statusCode, res.body).toBe(200);
    return workerTokenHeaders(res);
  }

  async function workerSignIn(email: string, password = WORKER_PASSWORD): Promise<AuthHeaders> {
    const res = await ctx.call('POST', '/api/worker_auth/sign_in', { body: { email, password } });
    expect(res.statusCode, res.body).toBe(200);
    return workerTokenHeaders(res);
  }

  return { invite, accept, acceptResponse, lastLinkTo, workerSignIn };
}
