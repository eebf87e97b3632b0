/**
 * 電子帳簿保存法 through the API on real PostgreSQL: the triggers index every counted document at COMMIT (a draft 発注書
 * and an unsent 支払通知書 are not), a change makes a version naming the changed field and a write without change
 * none; the combined search and its range errors; deletions of retained documents refused in Japanese (the order,
 * the notification discard, a worker, a contract) while a company's own deletion goes through; after retention the
 * delete works and leaves a 'deleted' version; the settings recompute retain_until like the shared function; the
 * history PDF, the 事務処理規程 and the export zip (index.csv, history.csv, PDFs) read back.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EbookDocumentDetailWire, EbookDocumentListWire } from '@app/shared/ebook';
import { ebookRetainUntil } from '@app/shared/ebook-retention';
import { ja } from '@app/shared/messages/ja';
import { companies } from '../../../db/schema/companies';
import { contracts } from '../../../db/schema/contracts';
import { ebookDocuments } from '../../../db/schema/ebook';
import { paymentNotifications } from '../../../db/schema/payments';
import { purchaseOrders } from '../../../db/schema/purchase-orders';
import { workers } from '../../../db/schema/workers';
import { fromDatabaseError } from '../../../lib/errors';
import { updateOrder } from '../../ordering/purchase-orders/purchase-orders.repository';
import { makeCompanyWithRecords, useTestApp, type CompanyRecords } from '../../../../test/helpers';

const run = promisify(execFile);
const ctx = useTestApp({ jobs: { retryDelaySeconds: 0 } });
const base = '/api/v2/employee';
const t = ja.ebook;

let records: CompanyRecords;

async function pdfText(bytes: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'ebook-'));
  await writeFile(join(dir, 'h.pdf'), bytes);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', join(dir, 'h.pdf'), '-']);
  return stdout.replace(/\s+/g, ' ');
}

const list = async (query = '', headers = records.headers) => {
  const res = await ctx.call('GET', `${base}/ebook_documents${query ? `?${query}` : ''}`, { headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as EbookDocumentListWire;
};
const detail = async (id: number) => (await ctx.call('GET', `${base}/ebook_documents/${id}`, { headers: records.headers })).json().data as EbookDocumentDetailWire;
const indexRow = async (kind: string, sourceId: number) => {
  const [row] = await ctx.database.db.select().from(ebookDocuments).where(and(eq(ebookDocuments.kind, kind as 'invoice'), eq(ebookDocuments.sourceId, sourceId)));
  return row;
};
/** The refusal the API gives for a database error (lib/errors.ts), or the error when it is not one. */
const refusal = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the delete was refused').toBeDefined();
  const mapped = fromDatabaseError(error);
  expect(mapped?.statusCode).toBe(422);
  return mapped!.errors[0]!;
};

beforeAll(async () => {
  records = await makeCompanyWithRecords(ctx, '電帳テスト株式会社');
});

describe('the index', () => {
  it('holds every sent order, delivery, invoice and sent notification — no draft, no unsent notification', async () => {
    const all = await list();
    const kinds = all.data.map((d) => d.kind).sort();
    expect(kinds).toEqual(['delivery', 'delivery', 'invoice', 'payment_notification', 'purchase_order', 'purchase_order']);
    const invoice = all.data.find((d) => d.kind === 'invoice')!;
    expect(invoice).toMatchObject({ number: 'INV-1', transactionDate: '2026-06-30', amount: 110_000, partnerName: '登録 ワーカー', partnerCode: records.worker.code, version: 1 });
    // 2026-06-30 lies in the year ending 2027-03 → 申告期限 2027-05-31 → kept to 2034-05-31
    expect(invoice.retainUntil).toBe('2034-05-31');
    // each row leads to its source's page: the order, delivery and invoice under their worker and contract
    const contractPath = `/worker/${records.worker.code}/contract/`;
    expect(invoice.sourcePath).toMatch(new RegExp(`^${contractPath}[^/]+/delivery/[^/]+/invoice$`));
    for (const d of all.data.filter((x) => x.kind === 'delivery')) expect(d.sourcePath).toMatch(new RegExp(`^${contractPath}[^/]+/delivery/${d.sourceCode}$`));
    for (const d of all.data.filter((x) => x.kind === 'purchase_order')) expect(d.sourcePath).toMatch(new RegExp(`^${contractPath}[^/]+/order/${d.sourceCode}$`));
    const notification = all.data.find((d) => d.kind === 'payment_notification')!;
    expect(notification.sourcePath).toBe(`/payment_notifications?open=${notification.sourceCode}`);
    expect(all.data.some((d) => d.sourceCode === records.purchaseOrder.code)).toBe(false);
    expect(all.data.some((d) => d.sourceCode === records.paymentNotification.code)).toBe(false);
  });

  it('a change makes version 2 naming the changed field; a write without change makes none', async () => {
    const order = (await list('kind=purchase_order')).data[0]!;
    const row = (await indexRow('purchase_order', (await ctx.database.db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.code, order.sourceCode)))[0]!.id))!;
    await updateOrder(ctx.database.db, records.company.id, row.sourceId, { title: '訂正後の件名' });
    const changed = await detail(order.id);
    expect(changed.version).toBe(2);
    expect(changed.versions.map((v) => [v.version, v.action])).toEqual([[2, 'updated'], [1, 'created']]);
    expect(changed.versions[0]!.changes).toEqual([{ field: 'title', label: '件名', before: expect.stringContaining('発注'), after: '訂正後の件名' }]);
    expect(changed.versions[1]!.fields).toContainEqual({ label: '合計金額（税込）', value: '¥110,000' });
    // the same values again (updated_at moves): no new version
    await updateOrder(ctx.database.db, records.company.id, row.sourceId, { title: '訂正後の件名' });
    expect((await detail(order.id)).version).toBe(2);
    expect((await list('corrected=true')).data.map((d) => d.id)).toEqual([order.id]);

    const pdf = await ctx.call('GET', `${base}/ebook_documents/${order.id}/history.pdf`, { headers: records.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('訂正削除の履歴');
    expect(text).toContain('訂正後の件名');
    expect(text).toContain('第2版 訂正');
  });
});

describe('search', () => {
  it('combines date, amount, partner (name part folded, or code) and kind with AND', async () => {
    expect((await list('date_from=2026-06-30&date_to=2026-06-30')).data.map((d) => d.kind)).toEqual(['invoice']);
    expect((await list('amount_from=110000&amount_to=110000&kind=invoice')).data.map((d) => d.number)).toEqual(['INV-1']);
    expect((await list('partner=とうろく')).data.every((d) => d.partnerName === '登録 ワーカー')).toBe(true);
    expect((await list('partner=トウロク ワーカー')).meta.total).toBe(0); // kana folds, but a name part must match
    expect((await list('partner=登録')).meta.total).toBeGreaterThan(0);
    expect((await list(`partner=${records.worker.code}&kind=delivery`)).meta.total).toBe(2);
    expect((await list('amount_from=200000')).meta.total).toBe(0);
    expect((await list('date_from=2030-01-01')).meta.total).toBe(0);
    const paged = await list('per=2&page=2');
    expect(paged.meta).toMatchObject({ total: 6, page: 2, per: 2 });
    expect(paged.data).toHaveLength(2);
  });

  it('refuses a range whose start is after its end, in Japanese', async () => {
    const res = await ctx.call('GET', `${base}/ebook_documents?date_from=2026-07-01&date_to=2026-06-01&amount_from=5&amount_to=1`, { headers: records.headers });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([t.errors.dateRange, t.errors.amountRange]);
    const bad = await ctx.call('GET', `${base}/ebook_documents?date_from=2026-02-30`, { headers: records.headers });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([t.errors.invalidDate]);
  });

  it('answers 403 to a viewer and 404 for another company’s document', async () => {
    const viewer = await records.company.addEmployee('viewer');
    expect((await ctx.call('GET', `${base}/ebook_documents`, { headers: await ctx.signIn(viewer.email) })).statusCode).toBe(403);
    const other = await ctx.makeCompany('他社');
    const doc = (await list()).data[0]!;
    const res = await ctx.call('GET', `${base}/ebook_documents/${doc.id}`, { headers: await ctx.signIn(other.owner.email) });
    expect(res.statusCode).toBe(404);
  });
});

describe('deletion', () => {
  it('refuses deleting a retained order, worker or contract, and discarding a sent notification', async () => {
    const db = ctx.database.db;
    const order = (await list('kind=purchase_order')).data[0]!;
    expect(await refusal(db.delete(purchaseOrders).where(eq(purchaseOrders.code, order.sourceCode)))).toBe(t.errors.retained('発注書', order.number));
    expect(await refusal(db.delete(workers).where(eq(workers.id, records.worker.id)))).toMatch(/^電子帳簿保存法の保存期間中の書類（.+ ほか）があるため削除できません$/);
    expect(await refusal(db.delete(contracts).where(eq(contracts.id, records.contract.id)))).toMatch(/保存期間中の書類/);

    // a notification sent and sent back (修正依頼) is discardable by its route, but it is indexed: 422, nothing deleted
    await db.update(paymentNotifications).set({ status: 'rejected' }).where(eq(paymentNotifications.id, records.paymentNotification.id));
    const res = await ctx.call('DELETE', `${base}/payment_notifications/bulk_discard?payment_notification_ids[]=${records.paymentNotification.id}`, { headers: records.headers });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[0]).toMatch(/^電子帳簿保存法の保存期間中の書類（支払通知書 PN-/);
    expect(await db.select({ id: paymentNotifications.id }).from(paymentNotifications).where(eq(paymentNotifications.id, records.paymentNotification.id))).toHaveLength(1);

    // the company corrects it through the API: the version names the employee (app.actor_name of the request)
    const corrected = await ctx.call('PUT', `${base}/payment_notifications/bulk`, {
      headers: records.headers,
      body: { payment_notifications: [{ id: records.paymentNotification.id, payment_date: '2026-07-23' }] },
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const doc = (await list('kind=payment_notification&date_from=2026-07-23&date_to=2026-07-23')).data[0]!;
    const latest = (await detail(doc.id)).versions[0]!;
    expect(latest.changes.map((c) => c.field)).toContain('payment_date');
    expect(latest.changes.find((c) => c.field === 'payment_date')).toMatchObject({ label: '支払予定日', after: '2026/07/23' });
    expect(latest.actorName).toBeTruthy();
  });

  it('refuses cancelling the invitation of a worker (which deletes the worker) once the worker holds a sent order', async () => {
    const db = ctx.database.db;
    const [invited] = await db
      .select({ contractCode: contracts.code })
      .from(contracts)
      .innerJoin(workers, eq(workers.id, contracts.workerId))
      .where(eq(workers.code, records.workerInvite.workerCode));
    const made = await ctx.call('POST', `${base}/contracts/${invited!.contractCode}/purchase_orders`, {
      headers: records.headers,
      body: { title: '招待中の発注', order_date: '2026-06-01', item_groups: [{ title: '一式', delivery_date: '2026-06-30', payment_due_date: '2026-07-25', items: [{ name: '作業', quantity: 1, unit_price: 1_000, tax_rate: 10 }] }] },
    });
    expect(made.statusCode, made.body).toBe(201);
    await updateOrder(db, records.company.id, made.json().data.id, { status: 'reviewing' });
    const number = (await db.select({ number: purchaseOrders.number }).from(purchaseOrders).where(eq(purchaseOrders.id, made.json().data.id)))[0]!.number;
    const res = await ctx.call('PATCH', `${base}/worker_invites/${records.workerInvite.id}/canceled`, { headers: records.headers });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors).toEqual([t.errors.retained('発注書', number)]);
    expect(await db.select({ id: workers.id }).from(workers).where(eq(workers.code, records.workerInvite.workerCode))).toHaveLength(1);
  });

  it('after retention the delete goes through and leaves a deleted version', async () => {
    const db = ctx.database.db;
    const order = (await list(`kind=purchase_order&partner=${records.worker.code}`)).data[0]!;
    // the order and its delivery (PO-…-1) are past retention; the cascade deletes both and records both
    await db.update(ebookDocuments).set({ retainUntil: '2020-01-01' }).where(sql`${ebookDocuments.number} like ${`${order.number}%`}`);
    await db.delete(purchaseOrders).where(eq(purchaseOrders.code, order.sourceCode));
    const gone = await detail(order.id);
    expect(gone.sourceDeletedAt).not.toBeNull();
    expect(gone.sourcePath).toBeNull();
    expect(gone.versions[0]).toMatchObject({ version: gone.version, action: 'deleted' });
    const delivery = (await list(`number=${order.number}-1`)).data[0]!;
    expect(delivery).toMatchObject({ kind: 'delivery', version: 2 });
    expect(delivery.sourceDeletedAt).not.toBeNull();
  });

  it('lets a company be deleted with its documents', async () => {
    const db = ctx.database.db;
    const other = await ctx.makeCompany('削除される会社');
    const worker = await other.addWorker({ fullName: '削除 ワーカー' });
    const contract = await other.addContract(worker.id);
    const res = await ctx.call('POST', `${base}/contracts/${contract.code}/purchase_orders`, {
      headers: await ctx.signIn(other.owner.email),
      body: { title: '発注', order_date: '2026-06-01', item_groups: [{ title: '一式', delivery_date: '2026-06-30', payment_due_date: '2026-07-25', items: [{ name: '作業', quantity: 1, unit_price: 1_000, tax_rate: 10 }] }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    await updateOrder(db, other.id, res.json().data.id, { status: 'approved' });
    const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(ebookDocuments).where(eq(ebookDocuments.companyId, other.id)))[0]!.n;
    expect(await count()).toBe(1);
    await db.delete(companies).where(eq(companies.id, other.id));
    expect(await count()).toBe(0);
  });
});

describe('settings and retention', () => {
  it('computes retain_until in SQL exactly like the shared function', async () => {
    const dates = ['2026-01-01', '2026-03-31', '2026-04-01', '2026-11-30', '2026-12-31', '2027-02-28', '2028-02-29'];
    for (const month of [1, 3, 6, 11, 12]) {
      const { rows } = await ctx.database.pool.query<{ d: string; r7: string; r10: string }>(
        `SELECT d::text, ebook_retain_until(d, $1, 7)::text AS r7, ebook_retain_until(d, $1, 10)::text AS r10 FROM unnest($2::date[]) d`,
        [month, dates],
      );
      for (const row of rows) {
        expect([row.d, month, row.r7, row.r10]).toEqual([row.d, month, ebookRetainUntil(row.d, month, 7), ebookRetainUntil(row.d, month, 10)]);
      }
    }
  });

  it('PUT recomputes every document’s retain_until; an employee who is not an administrator gets 403', async () => {
    const body = { lossCarryforward: true, fiscalYearEndMonth: 12, regulationAdoptedOn: '2026-04-01' };
    const general = await records.company.addEmployee('general');
    expect((await ctx.call('PUT', `${base}/ebook_settings`, { headers: await ctx.signIn(general.email), body })).statusCode).toBe(403);
    const res = await ctx.call('PUT', `${base}/ebook_settings`, { headers: records.headers, body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ lossCarryforward: true, fiscalYearEndMonth: 12, retentionYears: 10, regulationAdoptedOn: '2026-04-01' });
    for (const d of (await list()).data) expect(d.retainUntil).toBe(ebookRetainUntil(d.transactionDate, 12, 10));

    const txt = await ctx.call('GET', `${base}/ebook_regulation?format=txt`, { headers: records.headers });
    expect(txt.statusCode).toBe(200);
    expect(txt.body).toContain('電帳テスト株式会社');
    expect(txt.body).toContain('2026/04/01から施行する');
    expect(txt.body).toContain('10年間保存する');
    const pdf = await ctx.call('GET', `${base}/ebook_regulation?format=pdf`, { headers: records.headers });
    expect(await pdfText(pdf.rawPayload)).toContain('事務処理規程');
  });
});

describe('税務調査用 export', () => {
  it('refuses a period that ends before it starts', async () => {
    const res = await ctx.call('POST', `${base}/ebook_exports`, { headers: records.headers, body: { date_from: '2026-07-01', date_to: '2026-06-01' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([t.errors.exportRange]);
    const long = await ctx.call('POST', `${base}/ebook_exports`, { headers: records.headers, body: { date_from: '2000-01-01', date_to: '2026-06-01' } });
    expect(long.json().errors).toEqual([t.errors.exportTooLong(3_700)]);
  });

  it('zips index.csv, history.csv and a PDF per document', async () => {
    const res = await ctx.call('POST', `${base}/ebook_exports`, { headers: records.headers, body: { date_from: '2026-01-01', date_to: '2026-12-31' } });
    expect(res.statusCode, res.body).toBe(202);
    const code = res.json().data.code as string;
    await ctx.app.jobs.runDue();
    const job = (await ctx.call('GET', `${base}/jobs/${code}`, { headers: records.headers })).json().data;
    expect(job.status, JSON.stringify(job)).toBe('succeeded');
    const zip = await ctx.call('GET', `${base}/jobs/${code}/download`, { headers: records.headers });
    expect(zip.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    const names = Object.keys(files);
    const index = Buffer.from(files['index.csv']!);
    expect([...index.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const indexText = index.toString('utf8');
    expect(indexText).toContain('書類の種類,書類番号,取引年月日,取引金額（税込）,取引先');
    expect(indexText).toContain('請求書,INV-1,2026/06/30,110000,登録 ワーカー');
    const history = Buffer.from(files['history.csv']!).toString('utf8');
    expect(history).toContain('件名');
    expect(history).toContain('訂正後の件名');
    expect(history).toContain('削除');
    expect(names.filter((n) => n.startsWith('documents/請求書/') && n.endsWith('.pdf'))).toHaveLength(1);
    // the approved one and the one sent back (refused discard above)
    expect(names.filter((n) => n.startsWith('documents/支払通知書/') && n.endsWith('.pdf'))).toHaveLength(2);
    const orderPdf = names.find((n) => n.startsWith('documents/発注書/') && !n.includes('索引'))!;
    expect(await pdfText(Buffer.from(files[orderPdf]!))).toContain('発注書');
  });
});
