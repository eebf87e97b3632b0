/**
 * Deliveries and invoices end to end through the API: the worker uploads a file by pre-signed POST and delivers, the
 * company rejects (a comment is required) and approves (検収日), the worker invoices, the company approves; the
 * progress label follows every step; tampered uploads, wrong states and other companies are refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { todayInJapan } from '@app/shared/format';
import { transitionalDeductionPercent } from '@app/shared/tax';
import { eq, inArray } from 'drizzle-orm';
import { deliveries, purchaseOrderItems } from '../../../db/schema/purchase-orders';
import { useTestApp, type AuthHeaders } from '../../../../test/helpers';
import { PDF_BYTES, PNG_BYTES, presignedUpload } from '../../../../test/storage-helpers';
import { uniqueWorkerEmail, workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const ctx = useTestApp();
const portal = workerPortalFixtures(ctx);

type Item = { name: string; quantity: number; unit_price: number; tax_rate: number };
const LOGO_ITEMS: Item[] = [
  { name: 'ロゴデザイン', quantity: 1, unit_price: 200_000, tax_rate: 10 },
  { name: '打合せ弁当', quantity: 2, unit_price: 1_080, tax_rate: 8 },
];

async function approvedOrder(items: Item[] = LOGO_ITEMS) {
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
      item_groups: [
        {
          title: 'ロゴ一式',
          delivery_date: '2026-06-30',
          payment_due_date: '2026-07-25',
          items,
        },
      ],
    },
  });
  const code = created.json().data.code as string;
  const groupId = created.json().data.item_groups[0].id as number;
  expect((await ctx.call('POST', `/api/v2/employee/purchase_orders/${code}/submissions`, { headers: owner })).statusCode).toBe(201);
  return { company, owner, worker, contractCode, code, groupId, workerCode: invited.workerCode };
}

async function uploaded(worker: AuthHeaders, groupId: number, kind: 'deliveries' | 'invoices', file: Buffer, contentType: string) {
  const res = await ctx.call('POST', `/api/v2/worker/item_groups/${groupId}/${kind}/uploads`, { headers: worker, body: { file_name: 'ロゴ案.pdf', content_type: contentType } });
  expect(res.statusCode, res.body).toBe(201);
  const post = res.json().data as { key: string; url: string; fields: Record<string, string> };
  const up = await presignedUpload(ctx, post, file);
  return { key: post.key, status: up.statusCode };
}

let S: Awaited<ReturnType<typeof approvedOrder>>;
beforeAll(async () => {
  S = await approvedOrder();
});

const progress = async () => {
  const res = await ctx.call('GET', `/api/v2/worker/purchase_orders/${S.code}`, { headers: S.worker });
  return res.json().data.groups[0] as { progress_label: string; can_deliver: boolean; can_invoice: boolean };
};

describe('the delivery flow', () => {
  it('deliver → reject (comment required) → deliver again → approve (検収日) → invoice → approve, with the progress label', async () => {
    // not before the worker accepted the order
    const early = await ctx.call('POST', `/api/v2/worker/item_groups/${S.groupId}/deliveries`, { headers: S.worker, body: { comment: 'x' } });
    expect(early.statusCode).toBe(409);
    expect(early.json().errors).toEqual([ja.deliveries.groupNotOrdered]);
    await ctx.call('POST', `/api/v2/worker/purchase_orders/${S.code}/acceptances`, { headers: S.worker });
    expect(await progress()).toMatchObject({ progress_label: '納品未提出', can_deliver: true, can_invoice: false });

    const file = await uploaded(S.worker, S.groupId, 'deliveries', PDF_BYTES, 'application/pdf');
    expect(file.status).toBe(204);
    const first = await ctx.call('POST', `/api/v2/worker/item_groups/${S.groupId}/deliveries`, {
      headers: S.worker,
      body: { comment: 'ロゴ案を納品します', files: [{ key: file.key, name: 'ロゴ案.pdf' }] },
    });
    expect(first.statusCode, first.body).toBe(201);
    const firstCode = first.json().data.code as string;
    expect((await progress()).progress_label).toBe('納品未承認');
    const again = await ctx.call('POST', `/api/v2/worker/item_groups/${S.groupId}/deliveries`, { headers: S.worker, body: {} });
    expect(again.json().errors).toEqual([ja.deliveries.alreadyDelivered]);

    // the company sees it in the list and the detail, with a short-lived link to the file
    const list = await ctx.call('GET', '/api/v2/employee/deliveries?status=reviewing', { headers: S.owner });
    expect(list.json().data.map((d: { code: string; progress_label: string }) => [d.code, d.progress_label])).toEqual([[firstCode, '納品未承認']]);
    const detail = (await ctx.call('GET', `/api/v2/employee/deliveries/${firstCode}`, { headers: S.owner })).json().data;
    expect(detail).toMatchObject({ comment: 'ロゴ案を納品します', files: [{ name: 'ロゴ案.pdf', content_type: 'application/pdf' }] });
    const download = await ctx.app.inject({ method: 'GET', url: new URL(detail.files[0].url).pathname + new URL(detail.files[0].url).search });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);

    const noComment = await ctx.call('POST', `/api/v2/employee/deliveries/${firstCode}/rejections`, { headers: S.owner, body: { employeeComment: '' } });
    expect(noComment.statusCode).toBe(422);
    expect(JSON.stringify(noComment.json())).toContain(ja.deliveries.commentRequired);
    const rejected = await ctx.call('POST', `/api/v2/employee/deliveries/${firstCode}/rejections`, { headers: S.owner, body: { employeeComment: '色を青系にしてください' } });
    expect(rejected.statusCode).toBe(201);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', employee_comment: '色を青系にしてください', progress_label: '納品修正依頼中' });
    expect(await portal.lastLinkTo((await ctx.call('GET', '/api/v2/worker/me', { headers: S.worker })).json().data.email, /(色を青系にしてください)/)).toBe('色を青系にしてください');
    expect((await ctx.call('POST', `/api/v2/employee/deliveries/${firstCode}/approvals`, { headers: S.owner, body: {} })).json().errors).toEqual([ja.deliveries.notReviewing]);

    const second = await ctx.call('POST', `/api/v2/worker/item_groups/${S.groupId}/deliveries`, { headers: S.worker, body: { comment: '青系で再提出します' } });
    expect(second.statusCode).toBe(201);
    const secondCode = second.json().data.code as string;
    const approved = await ctx.call('POST', `/api/v2/employee/deliveries/${secondCode}/approvals`, { headers: S.owner, body: { employeeComment: '' } });
    expect(approved.json().data).toMatchObject({ status: 'approved', inspected_on: todayInJapan(), progress_label: '請求未提出', history: [{ code: firstCode, status: 'rejected' }] });
    expect(await progress()).toMatchObject({ progress_label: '請求未提出', can_deliver: false, can_invoice: true });

    // the invoice: the number is required unless the 支払通知書 serves as the invoice
    const noNumber = await ctx.call('POST', `/api/v2/worker/item_groups/${S.groupId}/invoices`, { headers: S.worker, body: { invoice_date: '2026-06-30' } });
    expect(noNumber.statusCode).toBe(422);
    expect(noNumber.json().fields.invoice_number).toEqual([ja.invoices.numberRequired]);
    const invoice = await ctx.call('POST', `/api/v2/worker/item_groups/${S.groupId}/invoices`, {
      headers: S.worker,
      body: { invoice_number: 'INV-001', invoice_date: '2026-11-02' },
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    // not registered: the 経過措置 share of the 検収日 (today, the approval), whatever the invoice date
    expect(invoice.json().data).toMatchObject({
      per_rate: [
        { rate: 10, base: 200_000, tax: 20_000 },
        { rate: 8, base: 2_160, tax: 172 },
      ],
      total: 222_332,
      registration_number: null,
      transaction_date: todayInJapan(),
      registration_note: ja.invoices.notRegistered(transitionalDeductionPercent(todayInJapan()), todayInJapan()),
    });
    expect((await progress()).progress_label).toBe('請求未承認');
    // the bell names the document and opens it (issue #21): the invoice page, the delivery page before it
    const bell = (await ctx.call('GET', '/api/v2/employee/notifications', { headers: S.owner })).json().data as { title: string; link: string | null }[];
    const contractPath = `/worker/${S.workerCode}/contract/${S.contractCode}`;
    expect(bell[0]).toMatchObject({ title: expect.stringContaining('さんが請求書を提出しました：「ロゴ制作」／ロゴ一式（PO-'), link: `${contractPath}/delivery/${secondCode}/invoice` });
    expect(bell[1]).toMatchObject({ title: expect.stringContaining('さんが納品を提出しました：「ロゴ制作」／ロゴ一式'), link: `${contractPath}/delivery/${secondCode}` });
    const invoiceRejected = await ctx.call('POST', `/api/v2/employee/deliveries/${secondCode}/invoice/rejections`, { headers: S.owner, body: { employeeComment: '請求日を月末にしてください' } });
    expect(invoiceRejected.json().data.progress_label).toBe('請求修正依頼中');
    await ctx.call('POST', `/api/v2/worker/item_groups/${S.groupId}/invoices`, { headers: S.worker, body: { uses_payment_notification: true, invoice_date: '2026-06-30' } });
    const invoiceApproved = await ctx.call('POST', `/api/v2/employee/deliveries/${secondCode}/invoice/approvals`, { headers: S.owner, body: {} });
    expect(invoiceApproved.json().data).toMatchObject({ progress_label: '請求書承認済', invoice: { status: 'approved', uses_payment_notification: true } });
    expect((await ctx.call('POST', `/api/v2/employee/purchase_orders/${S.code}/reverts`, { headers: S.owner })).json().errors).toEqual([ja.orders.refused.revertDelivered]);
  });
});

/** The order accepted, the group delivered and the delivery approved (検収); answers the delivery's code. */
async function inspected(T: Awaited<ReturnType<typeof approvedOrder>>) {
  expect((await ctx.call('POST', `/api/v2/worker/purchase_orders/${T.code}/acceptances`, { headers: T.worker })).statusCode).toBe(201);
  const delivered = await ctx.call('POST', `/api/v2/worker/item_groups/${T.groupId}/deliveries`, { headers: T.worker, body: { comment: '納品します' } });
  expect(delivered.statusCode, delivered.body).toBe(201);
  const code = delivered.json().data.code as string;
  expect((await ctx.call('POST', `/api/v2/employee/deliveries/${code}/approvals`, { headers: T.owner, body: {} })).statusCode).toBe(201);
  return code;
}

describe('approving a delivery with the real 検収日 (issue #21)', () => {
  it('refuses a 検収日 after today and one before the 納品 with Japanese 422 on inspectedOn, then records the date given', async () => {
    const T = await approvedOrder();
    expect((await ctx.call('POST', `/api/v2/worker/purchase_orders/${T.code}/acceptances`, { headers: T.worker })).statusCode).toBe(201);
    const delivered = await ctx.call('POST', `/api/v2/worker/item_groups/${T.groupId}/deliveries`, { headers: T.worker, body: { comment: '納品します' } });
    const code = delivered.json().data.code as string;
    const today = todayInJapan();
    const shift = (days: number) => {
      const d = new Date(`${today}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + days);
      return d.toISOString().slice(0, 10);
    };
    const approve = (inspectedOn: string) => ctx.call('POST', `/api/v2/employee/deliveries/${code}/approvals`, { headers: T.owner, body: { inspectedOn } });

    const future = await approve(shift(1).replaceAll('-', '/'));
    expect(future.statusCode).toBe(422);
    expect(future.json().fields).toEqual({ inspectedOn: [ja.deliveries.inspectionAfterToday] });

    // the delivery was submitted today: yesterday is before it
    const early = await approve(shift(-1));
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual([ja.deliveries.inspectionBeforeDelivery(today)]);

    expect((await approve('2026/13/01')).json().fields).toEqual({ inspectedOn: [ja.validation.dateInvalid] });
    const detail = await ctx.call('GET', `/api/v2/employee/deliveries/${code}`, { headers: T.owner });
    expect(detail.json().data.status).toBe('reviewing');

    await ctx.database.db.update(deliveries).set({ submittedAt: `${shift(-3)}T01:00:00Z` }).where(eq(deliveries.code, code));
    const approved = await approve(shift(-2).replaceAll('-', '/'));
    expect(approved.statusCode, approved.body).toBe(201);
    expect(approved.json().data.inspected_on).toBe(shift(-2));
  });
});

describe('the worker’s 請求書: 経過措置 by the date of the 課税仕入れ and tax once per rate (issue #18)', () => {
  it('review §3.3: a group inspected 2026-09-30 and invoiced 2026-10-05 states 80 % (not the invoice date’s 70 %), on both sides', async () => {
    const T = await approvedOrder();
    const code = await inspected(T);
    await ctx.database.db.update(deliveries).set({ inspectedOn: '2026-09-30' }).where(eq(deliveries.code, code));
    const invoice = await ctx.call('POST', `/api/v2/worker/item_groups/${T.groupId}/invoices`, { headers: T.worker, body: { invoice_number: 'INV-0930', invoice_date: '2026-10-05' } });
    expect(invoice.statusCode, invoice.body).toBe(201);
    const expected = { invoice_date: '2026-10-05', transaction_date: '2026-09-30', registration_note: ja.invoices.notRegistered(80, '2026-09-30') };
    expect(invoice.json().data).toMatchObject(expected);
    expect(expected.registration_note).toContain('80%');
    const detail = (await ctx.call('GET', `/api/v2/employee/deliveries/${code}`, { headers: T.owner })).json().data;
    expect(detail.invoice).toMatchObject(expected);
    const portalGroup = (await ctx.call('GET', `/api/v2/worker/purchase_orders/${T.code}`, { headers: T.worker })).json().data.groups[0];
    expect(portalGroup.invoices[0]).toMatchObject(expected);
  });

  it('review T6: an approved order whose lines carry a typed tax of ¥10 each (stored before the rule) is invoiced at ¥31, never the per-line ¥30', async () => {
    const T = await approvedOrder([1, 2, 3].map((n) => ({ name: `作業${n}`, quantity: 1, unit_price: 105, tax_rate: 10 })));
    await ctx.database.db.update(purchaseOrderItems).set({ tax: 10 }).where(inArray(purchaseOrderItems.itemGroupId, [T.groupId]));
    await inspected(T);
    const invoice = await ctx.call('POST', `/api/v2/worker/item_groups/${T.groupId}/invoices`, { headers: T.worker, body: { invoice_number: 'INV-105', invoice_date: '2026-11-30' } });
    expect(invoice.statusCode, invoice.body).toBe(201);
    expect(invoice.json().data).toMatchObject({ per_rate: [{ rate: 10, base: 315, tax: 31 }], subtotal: 315, tax_total: 31, total: 346 });
  });
});

describe('attachments', () => {
  it('refuses a file that is not what it claims, a key of another group, and a missing upload', async () => {
    const T = await approvedOrder();
    await ctx.call('POST', `/api/v2/worker/purchase_orders/${T.code}/acceptances`, { headers: T.worker });
    const fake = await uploaded(T.worker, T.groupId, 'deliveries', PNG_BYTES, 'application/pdf'); // PNG bytes sent as PDF
    const mismatch = await ctx.call('POST', `/api/v2/worker/item_groups/${T.groupId}/deliveries`, { headers: T.worker, body: { files: [{ key: fake.key, name: 'a.pdf' }] } });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().fields.files).toEqual([ja.storage.contentMismatch]);
    const foreign = await ctx.call('POST', `/api/v2/worker/item_groups/${T.groupId}/deliveries`, {
      headers: T.worker,
      body: { files: [{ key: `deliveries/${S.company.id}/${S.groupId}/0123456789abcdef01234567`, name: 'a.pdf' }] },
    });
    expect(foreign.json().fields.files).toEqual([ja.deliveries.fileNotUploaded]);
    const missing = await ctx.call('POST', `/api/v2/worker/item_groups/${T.groupId}/deliveries`, {
      headers: T.worker,
      body: { files: [{ key: `deliveries/${T.company.id}/${T.groupId}/0123456789abcdef01234567`, name: 'a.pdf' }] },
    });
    expect(missing.json().fields.files).toEqual([ja.deliveries.fileNotUploaded]);
    const exe = await ctx.call('POST', `/api/v2/worker/item_groups/${T.groupId}/deliveries/uploads`, { headers: T.worker, body: { file_name: 'a.exe', content_type: 'application/x-msdownload' } });
    expect(exe.statusCode).toBe(422);
  });

  it('another company’s delivery answers 404; another account’s item group answers 404', async () => {
    const T = await approvedOrder();
    const list = await ctx.call('GET', '/api/v2/employee/deliveries', { headers: S.owner });
    const code = list.json().data[0].code as string;
    for (const [method, url] of [
      ['GET', `/api/v2/employee/deliveries/${code}`],
      ['POST', `/api/v2/employee/deliveries/${code}/approvals`],
      ['POST', `/api/v2/employee/deliveries/${code}/rejections`],
      ['POST', `/api/v2/employee/deliveries/${code}/invoice/approvals`],
      ['GET', `/api/v2/employee/contracts/${S.contractCode}/deliveries`],
    ] as const) {
      const res = await ctx.call(method, url, { headers: T.owner, body: method === 'POST' ? { employeeComment: 'x' } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await ctx.call('GET', '/api/v2/employee/deliveries', { headers: T.owner })).json().meta.total_count).toBe(0);
    for (const url of [`/api/v2/worker/item_groups/${S.groupId}/deliveries`, `/api/v2/worker/item_groups/${S.groupId}/invoices`]) {
      const res = await ctx.call('POST', url, { headers: T.worker, body: { invoice_number: 'x', invoice_date: '2026-06-30' } });
      expect(res.statusCode, url).toBe(404);
    }
  });
});

describe('the delivery list search', () => {
  type ListBody = { data: { status: string; order: { title: string } }[]; meta: { total_count: number } };
  const list = async (query: string) => {
    const res = await ctx.call('GET', `/api/v2/employee/deliveries?${query}`, { headers: S.owner });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListBody;
  };

  it('finds deliveries by their order title, folded (ろご finds ロゴ), beside the status filter', async () => {
    const all = await list('limit=100');
    expect(all.meta.total_count).toBeGreaterThanOrEqual(2);
    const byKana = await list(`keyword=${encodeURIComponent('ろご')}`);
    expect(byKana.meta.total_count).toBe(all.meta.total_count);
    expect(byKana.data.every((d) => d.order.title === 'ロゴ制作')).toBe(true);
    const approved = await list(`keyword=${encodeURIComponent('ロゴ')}&status=approved`);
    expect(approved.data.map((d) => d.status)).toEqual(['approved']);
    expect((await list(`keyword=${encodeURIComponent('バナー')}`)).meta.total_count).toBe(0);
    // LIKE wildcards are literal
    expect((await list(`keyword=${encodeURIComponent('%')}`)).meta.total_count).toBe(0);
  });

  it('refuses a keyword over 100 characters with Japanese 422', async () => {
    const res = await ctx.call('GET', `/api/v2/employee/deliveries?keyword=${'あ'.repeat(101)}`, { headers: S.owner });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([ja.validation.searchTooLong(100)]);
  });
});
