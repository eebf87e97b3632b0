/**
 * インボイス登録 kept true (issue #25 item 3) against a local fake of the NTA Web-API: the check on entry (registered,
 * not found, API down → unchecked with the notice; not configured), the daily 差分 (a lapse flags the worker on the
 * list and rings each linked company's bell once), and the date rule on a 支払通知書 (a registration counts for a
 * transaction date D only when D < ended_on; a notification spanning the end date is non-registered as a whole).
 */
import { and, eq, like } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { contracts } from '../../../db/schema/contracts';
import { invoiceRegistrations } from '../../../db/schema/invoice-registrations';
import { notifications } from '../../../db/schema/notifications';
import { purchaseOrders } from '../../../db/schema/purchase-orders';
import * as deliveriesRepo from '../../ordering/deliveries/deliveries.repository';
import { useTestApp, type AuthHeaders } from '../../../../test/helpers';
import { startNtaInvoiceFake } from '../../../../test/nta-invoice-fake';
import { portalProfileBody, workerPortalFixtures } from '../../../../test/worker-portal-helpers';
import { checkNumbers, syncDaily, workerRegistration } from './invoice-registrations.service';
import { lookupNumbers } from './nta-invoice-client';

const fake = await startNtaInvoiceFake({ pageSize: 2 });
const ctx = useTestApp({ ntaInvoice: fake.config });
const portal = workerPortalFixtures(ctx);
const t = ja.invoiceRegistrations;
const silent = pino({ level: 'silent' });
afterAll(() => fake.close());

let serial = 0;
/** A fresh individual's 登録番号 (only the format applies to a sole proprietor). */
const newNumber = () => `T9${String(Date.now() % 1e9).padStart(9, '0')}${String(serial++).padStart(3, '0')}`;

const profile = (number: string) => portalProfileBody({ invoice_registration_number: number, family_members: [] });

/** A company with a portal worker who saved `number` in the profile (the save checks it). */
async function workerWith(number: string) {
  const company = await ctx.makeCompany();
  const invited = await portal.invite(company);
  const worker = await portal.accept(invited.token);
  const saved = await ctx.call('PUT', '/api/v2/worker/profile', { headers: worker, body: { profile: profile(number) } });
  expect(saved.statusCode, saved.body).toBe(200);
  return { company, owner: invited.owner, worker, workerCode: invited.workerCode, workerId: invited.workerId, email: invited.email };
}

const registration = (h: AuthHeaders, code: string) => ctx.call('GET', `/api/v2/employee/businessors/${code}/invoice_registration`, { headers: h });

describe('the check on entry', () => {
  it('reads a registered number (name and 登録年月日) when the worker saves it', async () => {
    const number = newNumber();
    fake.publish({ registratedNumber: number, process: '01', name: '新井 結衣', registrationDate: '2023-10-01', updateDate: '2023-10-01' });
    const w = await workerWith(number);
    const res = await registration(w.owner, w.workerCode);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ registration_number: number, status: 'registered', name: '新井 結衣', registered_on: '2023-10-01', ended_on: null, configured: true, notice: null });
    // the application ID goes to the API only, never into what the app stores
    const [row] = await ctx.database.db.select().from(invoiceRegistrations).where(eq(invoiceRegistrations.registrationNumber, number));
    expect(JSON.stringify(row)).not.toContain(fake.config.applicationId);
  });

  it('marks a number the NTA does not publish as not found, with the notice', async () => {
    const w = await workerWith(newNumber());
    expect((await registration(w.owner, w.workerCode)).json().data).toMatchObject({ status: 'not_found', notice: t.notices.notFound });
  });

  it('keeps the save when the API is down: the number stays unchecked, the page says so, the re-check answers later', async () => {
    const number = newNumber();
    fake.publish({ registratedNumber: number, process: '01', name: '新井 結衣', registrationDate: '2024-01-01', updateDate: '2024-01-01' });
    fake.state.down = true;
    let w: Awaited<ReturnType<typeof workerWith>>;
    try {
      w = await workerWith(number);
      const down = (await registration(w.owner, w.workerCode)).json().data;
      expect(down).toMatchObject({ status: 'unchecked', notice: t.notices.unreachable });
      const [row] = await ctx.database.db.select().from(invoiceRegistrations).where(eq(invoiceRegistrations.registrationNumber, number));
      expect(row!.lastError).toBe('NTA Web-API num: HTTP 500');
    } finally {
      fake.state.down = false;
    }
    const again = await ctx.call('POST', `/api/v2/employee/businessors/${w.workerCode}/invoice_registration/check`, { headers: w.owner });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'registered', notice: null });
  });

  it('without configuration checks nothing and says so; a worker without a number cannot be checked; a viewer may not re-check', async () => {
    expect(await checkNumbers(ctx.database.db, undefined, [newNumber()])).toBe('not_configured');
    fake.state.down = true;
    const w = await workerWith(newNumber()).finally(() => (fake.state.down = false));
    const noApi = await workerRegistration(ctx.database.db, { companyId: w.company.id } as never, w.workerCode, undefined);
    expect(noApi).toMatchObject({ status: 'unchecked', configured: false, notice: t.notices.notConfigured });
    const bare = await ctx.makeCompany();
    const plain = await bare.addWorker({ fullName: '番号 なし' });
    const owner = await ctx.signIn(bare.owner.email);
    expect((await registration(owner, plain.code)).json().data).toMatchObject({ registration_number: null, notice: t.notices.noNumber });
    const refused = await ctx.call('POST', `/api/v2/employee/businessors/${plain.code}/invoice_registration/check`, { headers: owner });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([t.errors.noNumber]);
    const viewer = await ctx.signIn((await w.company.addEmployee('viewer')).email);
    expect((await ctx.call('POST', `/api/v2/employee/businessors/${w.workerCode}/invoice_registration/check`, { headers: viewer })).statusCode).toBe(403);
    // another company's worker: 404
    expect((await registration(owner, w.workerCode)).statusCode).toBe(404);
  });
});

describe('the daily 差分', () => {
  it('flags a lapse on the worker list and rings the payment roles once, not again on the next run', async () => {
    const number = newNumber();
    fake.publish({ registratedNumber: number, process: '01', name: '新井 結衣', registrationDate: '2023-10-01', updateDate: '2023-10-01' });
    const w = await workerWith(number);
    // noise around it: three other numbers change that day (pages of two)
    for (let k = 0; k < 3; k++) fake.publish({ registratedNumber: newNumber(), process: '01', name: '他社', registrationDate: '2026-11-18', updateDate: '2026-11-18' });
    fake.publish({ registratedNumber: number, process: '03', name: '新井 結衣', registrationDate: '2023-10-01', updateDate: '2026-11-18', expireDate: '2026-11-01' });
    const db = ctx.database.db;
    await syncDaily(db, fake.config, '2026-11-19', silent);
    const diffs = fake.requests.filter((u) => u.pathname === '/1/diff');
    expect(diffs.map((u) => [u.searchParams.get('from'), u.searchParams.get('to'), u.searchParams.get('divide')])).toContainEqual(['2026-11-18', '2026-11-18', '2']);

    expect((await registration(w.owner, w.workerCode)).json().data).toMatchObject({ status: 'lapsed', ended_on: '2026-11-01', notice: t.notices.ended('失効', '2026-11-01') });
    const list = await ctx.call('GET', '/api/user/workers/custom_display', { headers: w.owner });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.find((r: { code: string }) => r.code === w.workerCode)).toMatchObject({ invoice_registration_status: 'lapsed' });

    const title = t.bell.title('新井 結衣', '失効', '2026-11-01');
    const bells = () => db.select().from(notifications).where(and(eq(notifications.companyId, w.company.id), like(notifications.title, '%インボイス登録%')));
    expect((await bells()).map((n) => [n.employeeId, n.title, n.link])).toEqual([[w.company.owner.id, title, `/worker/${w.workerCode}`]]);

    await syncDaily(db, fake.config, '2026-11-20', silent);
    await ctx.call('POST', `/api/v2/employee/businessors/${w.workerCode}/invoice_registration/check`, { headers: w.owner });
    expect(await bells()).toHaveLength(1);
  });

  it('without configuration logs that it skipped and fails nothing', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (s: string) => lines.push(s) });
    await syncDaily(ctx.database.db, undefined, '2026-11-21', log);
    expect(lines.join('')).toContain('invoice registration diff skipped');
  });
});

describe('the date rule on a 支払通知書', () => {
  it('prints the number before the end date, and treats a notification spanning it as non-registered with each line’s share', async () => {
    const number = newNumber();
    fake.publish({ registratedNumber: number, process: '01', name: '新井 結衣', registrationDate: '2023-10-01', updateDate: '2023-10-01' });
    fake.publish({ registratedNumber: number, process: '04', name: '新井 結衣', registrationDate: '2023-10-01', updateDate: '2026-09-20', disposalDate: '2026-10-01' });
    const w = await workerWith(number);
    const db = ctx.database.db;
    const contractCode = (await ctx.call('GET', `/api/workers/${w.workerCode}/contract`, { headers: w.owner })).json().data.contract.code as string;
    const group = (title: string, due: string) => ({ title, delivery_date: '2026-09-30', payment_due_date: due, items: [{ name: title, quantity: 1, unit_price: 100_000, tax_rate: 10 }] });
    const created = await ctx.call('POST', `/api/v2/employee/contracts/${contractCode}/purchase_orders`, {
      headers: w.owner,
      body: { title: 'サイト制作', order_date: '2026-09-01', delivery_place: '電子メール', payment_method: '銀行振込', item_groups: [group('前', '2026-10-30'), group('後', '2026-10-30'), group('九月', '2026-11-30')] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json().data as { id: number; code: string; item_groups: { id: number }[] };
    const [contract] = await db.select().from(contracts).where(eq(contracts.code, contractCode));
    await db.update(purchaseOrders).set({ status: 'approved', submittedAt: new Date().toISOString() }).where(eq(purchaseOrders.id, order.id));
    const inspected = ['2026-09-30', '2026-10-01', '2026-09-15'];
    for (const [k, g] of order.item_groups.entries()) {
      await deliveriesRepo.insertDelivery(db, {
        companyId: w.company.id,
        itemGroupId: g.id,
        purchaseOrderId: order.id,
        contractId: contract!.id,
        workerId: w.workerId,
        code: `d${order.code}${k}`,
        status: 'approved',
        inspectedOn: inspected[k]!,
      });
    }
    const made = await ctx.call('POST', '/api/v2/employee/payment_notifications/bulk', { headers: w.owner, body: { purchaseOrderItemGroupIds: order.item_groups.map((g) => g.id) } });
    expect(made.statusCode, made.body).toBe(201);
    const list = (await ctx.call('GET', `/api/v2/employee/businessors/${w.workerCode}/payment_notifications`, { headers: w.owner })).json().data as { code: string; payment_month: string }[];
    const detail = async (month: string) => (await ctx.call('GET', `/api/v2/employee/payment_notifications/${list.find((n) => n.payment_month === month)!.code}`, { headers: w.owner })).json().data;
    // 09-30 and 10-01 on one notification: the 取消 of 10-01 makes it non-registered, each line at its own share
    expect(await detail('2026-10')).toMatchObject({
      worker_registration_number: null,
      transitional_deductions: [
        { percent: 80, from: '2026-09-30', to: '2026-09-30' },
        { percent: 70, from: '2026-10-01', to: '2026-10-01' },
      ],
    });
    // 09-15 alone: before the end date, the registration holds
    expect(await detail('2026-11')).toMatchObject({ worker_registration_number: number, transitional_deductions: [] });
  });
});

describe('the client is bounded', () => {
  it('refuses an answer over the size limit and a wrong application ID without naming the ID', async () => {
    const number = newNumber();
    fake.publish({ registratedNumber: number, process: '01', name: '新井 結衣', registrationDate: '2023-10-01', updateDate: '2023-10-01' });
    await expect(lookupNumbers({ ...fake.config, maxBytes: 100 }, [number])).rejects.toThrow('NTA Web-API num: answer larger than 100 bytes');
    const wrong = lookupNumbers({ ...fake.config, applicationId: 'secret-wrong-id' }, [number]);
    await expect(wrong).rejects.toThrow('NTA Web-API num: HTTP 403');
    await expect(wrong).rejects.not.toThrow(/secret-wrong-id/);
  });
});
