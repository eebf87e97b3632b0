/**
 * The portal's 対応が必要なもの (issue #21 item 5): GET /api/v2/worker/todos?company_id= follows the worker's side of
 * each document — an order to approve, then a delivery to submit, then an invoice to submit; a 支払通知書 to approve;
 * the required entries not filled — only for one of the account's own companies.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { WorkerTodosWire } from '@app/shared/todos';
import { useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import { uniqueWorkerEmail, workerPortalFixtures } from '../../../../test/worker-portal-helpers';
import { insertNotifications as insertPaymentNotifications } from '../../payments/payment-notifications/payment-notifications.repository';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);

let company: TestCompany;
let worker: AuthHeaders;
let owner: AuthHeaders;
let workerId: number;
let contractCode: string;

beforeAll(async () => {
  company = await ctx.makeCompany();
  const invited = await portal.invite(company, uniqueWorkerEmail());
  worker = await portal.accept(invited.token);
  owner = invited.owner;
  workerId = invited.workerId;
  contractCode = (await ctx.call('GET', `/api/workers/${invited.workerCode}/contract`, { headers: owner })).json().data.contract.code as string;
});

const todos = async (companyId = company.id, headers = worker) => {
  const res = await ctx.call('GET', `/api/v2/worker/todos?company_id=${companyId}`, { headers });
  return { status: res.statusCode, data: res.json().data as WorkerTodosWire };
};

describe('GET /api/v2/worker/todos', () => {
  it('an order to approve, then its group to deliver, then to invoice; a 支払通知書 to approve; the entries to fill', async () => {
    const first = await todos();
    expect(first.status).toBe(200);
    expect([first.data.orders.count, first.data.deliveries.count, first.data.invoices.count, first.data.payment_notifications.count]).toEqual([0, 0, 0, 0]);
    // the company's default 必須項目 (住所・口座情報) are not filled by a new account
    expect(first.data.required_entries.items.map((i) => [i.title, i.link])).toEqual([
      ['住所', `/portal/profile?company=${company.id}`],
      ['口座情報', `/portal/bank_account?company=${company.id}`],
    ]);

    const created = await ctx.call('POST', `/api/v2/employee/contracts/${contractCode}/purchase_orders`, {
      headers: owner,
      body: {
        title: 'バナー制作',
        order_date: '2026-06-01',
        delivery_place: '電子メール',
        payment_method: '銀行振込',
        item_groups: [{ title: '第1弾', delivery_date: '2026-06-30', payment_due_date: '2026-07-25', items: [{ name: 'バナー', quantity: 1, unit_price: 50_000, tax_rate: 10 }] }],
      },
    });
    const code = created.json().data.code as string;
    const groupId = created.json().data.item_groups[0].id as number;
    // a draft is not the worker's to see
    expect((await todos()).data.orders.count).toBe(0);
    await ctx.call('POST', `/api/v2/employee/purchase_orders/${code}/submissions`, { headers: owner });
    const sent = (await todos()).data;
    expect(sent.orders).toEqual({
      count: 1,
      items: [
        {
          key: code,
          title: 'バナー制作',
          subtitle: 'サイト制作業務委託契約',
          number: expect.stringMatching(/^PO-/),
          amount: 55_000,
          date: '2026-06-01',
          link: `/portal/contracts/${contractCode}/orders/${code}?company=${company.id}`,
        },
      ],
    });

    await ctx.call('POST', `/api/v2/worker/purchase_orders/${code}/acceptances`, { headers: worker });
    const accepted = (await todos()).data;
    expect(accepted.orders.count).toBe(0);
    expect(accepted.deliveries).toMatchObject({ count: 1, items: [{ key: String(groupId), title: 'バナー制作／第1弾', date: '2026-06-30' }] });

    const delivery = await ctx.call('POST', `/api/v2/worker/item_groups/${groupId}/deliveries`, { headers: worker, body: { comment: '納品します' } });
    expect((await todos()).data.deliveries.count).toBe(0);
    await ctx.call('POST', `/api/v2/employee/deliveries/${delivery.json().data.code}/approvals`, { headers: owner, body: {} });
    expect((await todos()).data.invoices).toMatchObject({ count: 1, items: [{ key: String(groupId), amount: 50_000 }] });

    await insertPaymentNotifications(ctx.database.db, [
      {
        notification: { companyId: company.id, code: `pnw${company.id}`, workerId, status: 'reviewing', paymentMonth: '2026-12', paymentDate: '2026-12-31', workerName: '新井 結衣', transferAmount: 48_000 },
        lines: [],
        groupIds: [],
      },
    ]);
    expect((await todos()).data.payment_notifications).toMatchObject({
      count: 1,
      items: [{ title: '2026年12月分', amount: 48_000, link: `/portal/payment_notifications/pnw${company.id}?company=${company.id}` }],
    });
  });

  it('answers 404 for a company the account is not linked to, and 401 without a session', async () => {
    const other = await ctx.makeCompany();
    expect((await todos(other.id)).status).toBe(404);
    expect((await ctx.call('GET', `/api/v2/worker/todos?company_id=${company.id}`)).statusCode).toBe(401);
  });
});
