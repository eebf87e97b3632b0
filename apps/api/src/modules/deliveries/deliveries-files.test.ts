/**
 * 納品/請求書 files against the security review of November 2026 (issue #19): a malformed key is a 422, never a 500
 * (N8); a file is immutable once submitted (N1); pending uploads are bounded and swept (N5).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp } from '../../../test/helpers';
import { uniqueWorkerEmail, workerPortalFixtures } from '../../../test/worker-portal-helpers';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);

async function acceptedOrder() {
  const company = await ctx.makeCompany();
  const invited = await portal.invite(company, uniqueWorkerEmail());
  const worker = await portal.accept(invited.token);
  const owner = invited.owner;
  const contractCode = (await ctx.call('GET', `/api/workers/${invited.workerCode}/contract`, { headers: owner })).json().data.contract.code as string;
  const created = await ctx.call('POST', `/api/v2/employee/contracts/${contractCode}/purchase_orders`, {
    headers: owner,
    body: {
      title: 'ロゴ制作',
      order_date: '2026-06-01',
      delivery_place: '電子メール',
      payment_method: '銀行振込',
      item_groups: [{ title: 'ロゴ一式', delivery_date: '2026-06-30', payment_due_date: '2026-07-25', items: [{ name: 'ロゴデザイン', quantity: 1, unit_price: 200_000, tax_rate: 10 }] }],
    },
  });
  const code = created.json().data.code as string;
  const groupId = created.json().data.item_groups[0].id as number;
  expect((await ctx.call('POST', `/api/v2/employee/purchase_orders/${code}/submissions`, { headers: owner })).statusCode).toBe(201);
  expect((await ctx.call('POST', `/api/v2/worker/purchase_orders/${code}/acceptances`, { headers: worker })).statusCode).toBe(201);
  return { company, owner, worker, code, groupId };
}

let S: Awaited<ReturnType<typeof acceptedOrder>>;
beforeAll(async () => {
  S = await acceptedOrder();
});

describe('N8: malformed file keys', () => {
  it('answers 422 fileNotUploaded for `..`, a space or a leading dot, in deliveries and invoices, never 500', async () => {
    const prefix = `deliveries/${S.company.id}/${S.groupId}`;
    for (const key of [`${prefix}/a b`, `${prefix}/..`, `${prefix}/.hidden`, `${prefix}/../../../my-numbers/1/x/confirmation-demo.png`]) {
      const res = await ctx.call('POST', `/api/v2/worker/item_groups/${S.groupId}/deliveries`, { headers: S.worker, body: { comment: 'x', files: [{ key, name: 'a.pdf' }] } });
      expect(res.statusCode, `${key}: ${res.body}`).toBe(422);
      expect(res.json().fields.files).toEqual([ja.deliveries.fileNotUploaded]);
    }
    const invoice = await ctx.call('POST', `/api/v2/worker/item_groups/${S.groupId}/invoices`, {
      headers: S.worker,
      body: { invoice_number: 'INV-1', invoice_date: '2026-11-25', file: { key: `invoices/${S.company.id}/${S.groupId}/..`, name: 'a.pdf' } },
    });
    expect(invoice.statusCode, invoice.body).toBe(422);
    expect(invoice.json().fields.files).toEqual([ja.deliveries.fileNotUploaded]);
  });
});
