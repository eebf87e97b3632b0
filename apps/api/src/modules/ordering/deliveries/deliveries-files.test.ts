/**
 * 納品/請求書 files against the security review of November 2026 (issue #19): a malformed key is a 422, never a 500
 * (N8); a file is immutable once submitted (N1); pending uploads are bounded and swept (N5).
 */
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { pendingUploads } from '../../../db/schema/uploads';
import { runMaintenance } from '../../../jobs/maintenance';
import { LocalFileStorage } from '../../../lib/storage';
import { PENDING_UPLOADS_PER_OWNER } from '../../platform/storage/uploads';
import { useTestApp, type AuthHeaders } from '../../../../test/helpers';
import { PDF_BYTES, PNG_BYTES, presignedUpload } from '../../../../test/storage-helpers';
import { uniqueWorkerEmail, workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const root = await mkdtemp(path.join(os.tmpdir(), 'delivery-files-'));
const storage = new LocalFileStorage({ root, secret: 'd'.repeat(44), publicUrl: 'http://localhost:3000' });
const ctx = useTestApp({ storage });
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

async function presign(worker: AuthHeaders, groupId: number, kind: 'deliveries' | 'invoices' = 'deliveries') {
  return ctx.call('POST', `/api/v2/worker/item_groups/${groupId}/${kind}/uploads`, { headers: worker, body: { file_name: 'a.pdf', content_type: 'application/pdf' } });
}

const download = (url: string) => ctx.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });

describe('N1: a submitted file is immutable', () => {
  it('a second POST to a used upload key is refused; the submitted file lives at a server-only key with its SHA-256', async () => {
    const T = await acceptedOrder();
    const post = (await presign(T.worker, T.groupId)).json().data as { key: string; url: string; fields: Record<string, string> };
    expect((await presignedUpload(ctx, post, PDF_BYTES)).statusCode).toBe(204);
    const replaced = await presignedUpload(ctx, post, Buffer.from('%PDF-<html><script>alert(1)</script></html>'));
    expect(replaced.statusCode).toBe(403);
    expect(replaced.json().errors).toEqual([ja.storage.alreadyUploaded]);

    const submitted = await ctx.call('POST', `/api/v2/worker/item_groups/${T.groupId}/deliveries`, { headers: T.worker, body: { comment: '納品します', files: [{ key: post.key, name: 'report.pdf' }] } });
    expect(submitted.statusCode, submitted.body).toBe(201);
    // the upload key is gone: posting to it again stores a new object that nothing refers to, not the delivered file
    expect(await storage.head(post.key)).toBeNull();
    const code = submitted.json().data.code as string;
    const detail = (await ctx.call('GET', `/api/v2/employee/deliveries/${code}`, { headers: T.owner })).json().data;
    const fileUrl = detail.files[0].url as string;
    const finalKey = new URL(fileUrl).searchParams.get('key')!;
    expect(finalKey).not.toBe(post.key);
    expect((await presignedUpload(ctx, post, Buffer.from('%PDF-swapped'))).statusCode).toBe(204);
    expect((await download(fileUrl)).rawPayload.equals(PDF_BYTES)).toBe(true);

    // the stored bytes changed behind the application's back: the download refuses instead of serving them
    await writeFile(path.join(root, 'objects', finalKey), '%PDF-tampered');
    const tampered = await download(fileUrl);
    expect(tampered.statusCode).toBe(409);
    expect(tampered.json().errors).toEqual([ja.storage.integrityFailed]);

    // neither the used upload key nor the final key can be referenced by another submission
    for (const key of [post.key, finalKey]) {
      const again = await ctx.call('POST', `/api/v2/worker/item_groups/${T.groupId}/deliveries`, { headers: T.worker, body: { files: [{ key, name: 'a.pdf' }] } });
      expect(again.json().fields?.files).toEqual([ja.deliveries.fileNotUploaded]);
    }
  });
});

describe('N5: pending uploads are bounded and swept', () => {
  it(`at most ${PENDING_UPLOADS_PER_OWNER} unattached uploads per account (429 in Japanese)`, async () => {
    const T = await acceptedOrder();
    for (let i = 0; i < PENDING_UPLOADS_PER_OWNER; i++) expect((await presign(T.worker, T.groupId)).statusCode).toBe(201);
    const over = await presign(T.worker, T.groupId);
    expect(over.statusCode).toBe(429);
    expect(over.json().errors).toEqual([ja.storage.tooManyPending(PENDING_UPLOADS_PER_OWNER)]);
  });

  it('the maintenance deletes uploads not attached within the hour, object and row', async () => {
    const T = await acceptedOrder();
    const post = (await presign(T.worker, T.groupId)).json().data as { key: string; url: string; fields: Record<string, string> };
    expect((await presignedUpload(ctx, post, PDF_BYTES)).statusCode).toBe(204);
    await ctx.database.pool.query(`update pending_uploads set created_at = now() - interval '61 minutes' where key = $1`, [post.key]);
    await runMaintenance(ctx.database.db, undefined, storage);
    expect(await storage.head(post.key)).toBeNull();
    expect(await ctx.database.db.select().from(pendingUploads).where(eq(pendingUploads.key, post.key))).toEqual([]);
  });

  it('a refused submission leaves no upload behind', async () => {
    const T = await acceptedOrder();
    const post = (await presign(T.worker, T.groupId)).json().data as { key: string; url: string; fields: Record<string, string> };
    expect((await presignedUpload(ctx, post, PNG_BYTES)).statusCode).toBe(204); // PNG bytes declared as PDF
    const res = await ctx.call('POST', `/api/v2/worker/item_groups/${T.groupId}/deliveries`, { headers: T.worker, body: { files: [{ key: post.key, name: 'a.pdf' }] } });
    expect(res.json().fields.files).toEqual([ja.storage.contentMismatch]);
    expect(await storage.head(post.key)).toBeNull();
    expect(await ctx.database.db.select().from(pendingUploads).where(eq(pendingUploads.key, post.key))).toEqual([]);
  });
});
