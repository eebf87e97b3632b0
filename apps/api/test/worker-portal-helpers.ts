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

export function workerPortalFixtures(ctx: TestContext) {
  async function lastInviteToken(address: string): Promise<string> {
    const [mail] = await ctx.database.db
      .select()
      .from(mailOutbox)
      .where(eq(sql`lower(${mailOutbox.toAddress})`, address.toLowerCase()))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return /\/worker_invitations\/([\w-]+)/.exec(mail!.textBody!)![1]!;
  }

  /** The company owner invites a worker; answers the link token, the worker row and the owner's headers. */
  async function invite(company: TestCompany, email = uniqueWorkerEmail(), names = { full_name: '新井 結衣', full_namekana: 'アライ ユイ' }) {
    const owner = await ctx.signIn(company.owner.email);
    const res = await ctx.call('POST', '/api/workers/invitation', {
      headers: owner,
      body: { worker: { ...names, email, contract_title: 'サイト制作業務委託契約', start_date: '2026-05-01' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { worker } = res.json().data as { worker: { id: number; code: string } };
    return { email, token: await lastInviteToken(email), workerId: worker.id, workerCode: worker.code, owner };
  }

  /** Accepts the link (a new account, or links the existing one of that address); answers the worker token headers. */
  async function accept(token: string, over: Record<string, unknown> = {}): Promise<AuthHeaders> {
    const res = await ctx.call('POST', `/api/worker_invitations/${token}/acceptance`, {
      body: { password: WORKER_PASSWORD, full_name: '新井 結衣', full_namekana: 'アライ ユイ', agreed_to_terms: true, ...over },
    });
    expect(res.statusCode, res.body).toBe(200);
    return workerTokenHeaders(res);
  }

  return { invite, accept };
}
