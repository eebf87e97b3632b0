/**
 * L7 (issue #19): a password-reset request answers after the same floor whether the address is known or not, for
 * employees and worker accounts. Asserted as a mechanism, not as a duration: every request waits on the one timer
 * (resetTiming.wait) and cannot answer before it ends — also when the known address's token and mail are written.
 */
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import { useTestApp } from '../../../../test/helpers';
import { workerPortalFixtures } from '../../../../test/worker-portal-helpers';
import { resetTiming } from './users.service';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);

afterEach(() => vi.restoreAllMocks());

async function mailsTo(address: string) {
  const [row] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox).where(eq(sql`lower(${mailOutbox.toAddress})`, address.toLowerCase()));
  return row!.n;
}

/** Sends the request with the floor held open; answers whether it finished before the floor ended, and the answer. */
async function heldRequest(url: string, email: string, workDone: () => Promise<boolean>) {
  let release = () => {};
  const wait = vi.spyOn(resetTiming, 'wait').mockImplementation(() => new Promise<void>((resolve) => (release = resolve)));
  wait.mockClear();
  let finished = false;
  const pending = ctx.call('POST', url, { body: { email }, ip: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` }).then((res) => {
    finished = true;
    return res;
  });
  await vi.waitFor(() => expect(wait).toHaveBeenCalledWith(resetTiming.floorMs));
  await vi.waitFor(async () => expect(await workDone()).toBe(true));
  const early = finished;
  release();
  const res = await pending;
  return { early, status: res.statusCode, body: res.json() };
}

describe('password-reset requests take the floor, known address or not', () => {
  it('employee: a known address (mail written) and an unknown one both wait for the one timer, with the same answer', async () => {
    const company = await ctx.makeCompany();
    const known = await heldRequest('/api/auth/password', company.owner.email, async () => (await mailsTo(company.owner.email)) === 1);
    const unknown = await heldRequest('/api/auth/password', 'nobody-l7@example.com', async () => true);
    expect(known).toEqual({ early: false, status: 200, body: unknown.body });
    expect(unknown.early).toBe(false);
    expect(resetTiming.floorMs).toBeGreaterThanOrEqual(200);
  });

  it('worker account: the same', async () => {
    const company = await ctx.makeCompany();
    const inv = await portal.invite(company);
    await portal.accept(inv.token);
    const before = await mailsTo(inv.email);
    const known = await heldRequest('/api/worker_auth/password', inv.email, async () => (await mailsTo(inv.email)) === before + 1);
    const unknown = await heldRequest('/api/worker_auth/password', 'nobody-l7w@example.com', async () => true);
    expect(known).toEqual({ early: false, status: 200, body: unknown.body });
    expect(unknown.early).toBe(false);
  });
});
