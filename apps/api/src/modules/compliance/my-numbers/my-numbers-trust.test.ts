/**
 * マイナンバー against the security review of November 2026 (issue #19): the step-up is throttled (N7), the staff
 * designation is logged (N9), portal links are capped (I4), mails count in the company's budget (N6), images are one
 * object per record and kind, swept, encrypted at rest and served only through the API (N3, N4, N1).
 */
import { mkdtemp, readdir, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import { myNumberOperationLogs } from '../../../db/schema/my-numbers';
import { workers } from '../../../db/schema/workers';
import { myNumberCheckDigit } from '@app/shared/check-digits';
import { myNumbers } from '../../../db/schema/my-numbers';
import { MyNumberCipher } from '../../../lib/my-number-crypto';
import { LocalFileStorage, type PresignedPost } from '../../../lib/storage';
import { runMyNumberRetention } from '../../../jobs/my-number-retention';
import { presignedUpload } from '../../../../test/storage-helpers';
import { rotateImageKeys } from './my-number-lifecycle';
import { PASSWORD, useTestApp, type AuthHeaders } from '../../../../test/helpers';
import { uniqueWorkerEmail, workerPortalFixtures } from '../../../../test/worker-portal-helpers';

const root = await mkdtemp(path.join(os.tmpdir(), 'my-number-trust-'));
const storage = new LocalFileStorage({ root, secret: 't'.repeat(44), publicUrl: 'http://localhost:3000' });
const cipher = MyNumberCipher.random();
const ctx = useTestApp({ storage, myNumberCipher: cipher, throttle: { delayStepMs: 0, maxDelayMs: 0 } });
const portal = workerPortalFixtures(ctx);

let serial = 500;
function validNumber(): string {
  const base = String(22345000000 + serial++).padStart(11, '0');
  return `${base}${myNumberCheckDigit(base)}`;
}

async function setup() {
  const company = await ctx.makeCompany('トラスト株式会社');
  const owner = await ctx.signIn(company.owner.email);
  const general = await company.addEmployee('general');
  const worker = await company.addWorker({ fullName: '山田 花子', fullNameKana: 'ヤマダ ハナコ', email: `trust-${serial++}@example.com` });
  return { company, owner, general: await ctx.signIn(general.email), generalRow: general, worker };
}

async function requestFor(h: AuthHeaders, workerCode: string, flags = { is_need_number_confirmation_file: true, is_need_identification_file: true }) {
  const res = await ctx.call('POST', `/api/businessors/${workerCode}/my_number`, { headers: h, body: { my_number: { is_use_office_work: false, is_use_record: true, ...flags } } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.my_number as { code: string };
}

async function workerEmail(id: number) {
  const [w] = await ctx.database.db.select().from(workers).where(eq(workers.id, id));
  return w!.email!;
}

async function tokenFromMail(to: string): Promise<string> {
  const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return /http:\/\/localhost:3000\/my_numbers\/([\w-]+)/.exec(mail!.textBody!)![1]!;
}

async function logsOf(companyId: number) {
  return ctx.database.db.select().from(myNumberOperationLogs).where(eq(myNumberOperationLogs.companyId, companyId)).orderBy(myNumberOperationLogs.id);
}

describe('N7: the step-up password check is throttled', () => {
  it('answers 429 in Japanese after 10 wrong passwords, even for the right one, and logs the refusals', async () => {
    const s = await setup();
    for (let i = 0; i < 10; i++) {
      const res = await ctx.call('POST', '/api/v2/employee/my_numbers/step_ups', { headers: s.owner, body: { password: `guess-${i}` } });
      expect(res.statusCode).toBe(403);
    }
    const blocked = await ctx.call('POST', '/api/v2/employee/my_numbers/step_ups', { headers: s.owner, body: { password: PASSWORD } });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().errors).toEqual([ja.myNumber.stepUpTooMany]);
    expect((await logsOf(s.company.id)).filter((l) => l.action === 'refused')).toHaveLength(11);
  });

  it('a right password gives the slots back', async () => {
    const s = await setup();
    for (let i = 0; i < 5; i++) await ctx.call('POST', '/api/v2/employee/my_numbers/step_ups', { headers: s.owner, body: { password: `guess-${i}` } });
    expect((await ctx.call('POST', '/api/v2/employee/my_numbers/step_ups', { headers: s.owner, body: { password: PASSWORD } })).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await ctx.call('POST', '/api/v2/employee/my_numbers/step_ups', { headers: s.owner, body: { password: `guess-${i}` } });
    expect((await ctx.call('POST', '/api/v2/employee/my_numbers/step_ups', { headers: s.owner, body: { password: PASSWORD } })).statusCode).toBe(200);
  });
});

describe('N9: the マイナンバー事務取扱担当者 designation is logged', () => {
  it('granting and revoking each write a row (actor, target, time) to the append-only log; a no-op writes none', async () => {
    const s = await setup();
    const before = (await logsOf(s.company.id)).length;
    const url = `/api/employees/${s.generalRow.code}/my_number_staff`;
    expect((await ctx.call('PUT', url, { headers: s.owner, body: { employee: { is_my_number_staff: true } } })).statusCode).toBe(200);
    expect((await ctx.call('PUT', url, { headers: s.owner, body: { employee: { is_my_number_staff: true } } })).statusCode).toBe(200);
    expect((await ctx.call('PUT', url, { headers: s.owner, body: { employee: { is_my_number_staff: false } } })).statusCode).toBe(200);
    const rows = (await logsOf(s.company.id)).slice(before);
    expect(rows.map((r) => [r.action, r.employeeId, r.actorType])).toEqual([
      ['designate_staff', s.company.owner.id, 'employee'],
      ['revoke_staff', s.company.owner.id, 'employee'],
    ]);
    for (const r of rows) expect(r.purpose).toContain(s.generalRow.email);
    const log = await ctx.call('GET', '/api/v2/employee/my_number_operation_logs', { headers: s.owner });
    expect(log.body).toContain('事務取扱担当者の指定');
  });
});

describe('I4: portal links are capped and replace each other', () => {
  it('5 links an hour per request, then 429; each new link ends the earlier ones', async () => {
    const company = await ctx.makeCompany('ポータル株式会社');
    const inv = await portal.invite(company, uniqueWorkerEmail());
    const headers = await portal.accept(inv.token);
    const record = await requestFor(inv.owner, inv.workerCode);
    const mailed = await tokenFromMail(await workerEmail(inv.workerId));
    const tokens: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await ctx.call('POST', `/api/v2/worker/my_number_requests/${record.code}/links`, { headers });
      expect(res.statusCode, res.body).toBe(200);
      tokens.push((res.json().data.path as string).split('/').at(-1)!);
    }
    const sixth = await ctx.call('POST', `/api/v2/worker/my_number_requests/${record.code}/links`, { headers });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errors).toEqual([ja.myNumber.portalLinksPerHour(5)]);
    for (const earlier of [mailed, ...tokens.slice(0, -1)]) expect((await ctx.call('GET', `/api/my_numbers/${earlier}`)).statusCode).toBe(410);
    expect((await ctx.call('GET', `/api/my_numbers/${tokens.at(-1)}`)).statusCode).toBe(200);
  });
});

describe('N6: マイナンバー mails are bounded', () => {
  it('one reminder per record and day; each new link ends the earlier ones', async () => {
    const s = await setup();
    const { code } = await requestFor(s.general, s.worker.code);
    const email = await workerEmail(s.worker.id);
    const first = await tokenFromMail(email);
    expect((await ctx.call('POST', `/api/v2/employee/my_numbers/${code}/reminds`, { headers: s.general })).statusCode).toBe(200);
    const second = await tokenFromMail(email);
    const again = await ctx.call('POST', `/api/v2/employee/my_numbers/${code}/reminds`, { headers: s.general });
    expect(again.statusCode).toBe(429);
    expect(again.json().errors).toEqual([ja.myNumber.remindOncePerDay]);
    expect((await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).length).toBe(2);
    expect((await ctx.call('GET', `/api/my_numbers/${first}`)).statusCode).toBe(410);
    expect((await ctx.call('GET', `/api/my_numbers/${second}`)).statusCode).toBe(200);
  });

  it('requests count in the company’s hourly budget shared with invitations (100), then 429 in Japanese', async () => {
    const s = await setup();
    // 99 invitation-budget mails already this hour (written as the outbox keeps them)
    await ctx.database.db.insert(mailOutbox).values(
      Array.from({ length: 99 }, (_, i) => ({ companyId: s.company.id, kind: 'invitation' as const, toAddress: `x${i}@example.com`, subject: '招待' })),
    );
    const other = await s.company.addWorker({ fullName: '佐藤 次郎', fullNameKana: 'サトウ ジロウ', email: `trust-${serial++}@example.com` });
    await requestFor(s.general, s.worker.code); // the 100th
    const over = await ctx.call('POST', `/api/businessors/${other.code}/my_number`, {
      headers: s.general,
      body: { my_number: { is_use_office_work: false, is_use_record: true, is_need_number_confirmation_file: false, is_need_identification_file: false } },
    });
    expect(over.statusCode).toBe(429);
    expect(over.json().errors).toEqual([ja.myNumber.mailsPerHour(100, 0)]);
  });

  it('a bulk request does not mail workers already 依頼中', async () => {
    const s = await setup();
    await requestFor(s.general, s.worker.code);
    const res = await ctx.call('POST', '/api/v2/employee/my_numbers/requests', {
      headers: s.general,
      body: { businessor_code_list: [s.worker.code, s.worker.code], is_use_record: true, is_use_office_work: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.count).toBe(0);
    expect((await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, await workerEmail(s.worker.id)))).length).toBe(1);
  });

  it('a name that carries a link is not repeated in the mail', async () => {
    const s = await setup();
    const lure = await s.company.addWorker({ fullName: '至急 https://evil.example/login 宛先', fullNameKana: 'シキュウ', email: `trust-${serial++}@example.com` });
    await requestFor(s.general, lure.code);
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, await workerEmail(lure.id)));
    expect(`${mail!.textBody}${mail!.htmlBody}`).not.toContain('evil.example');
    expect(mail!.textBody).toContain(ja.myNumberMail.genericGreeting);
  });
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('FIRST-'), Buffer.alloc(200, 1)]);
const PNG2 = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('SECOND'), Buffer.alloc(200, 2)]);

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}

async function uploadBoth(token: string, bytes: Buffer) {
  const urls = await ctx.call('GET', `/api/my_numbers/upload_url?token=${token}&my_number_file_name=card.png&identification_file_name=id.png`);
  expect(urls.statusCode, urls.body).toBe(200);
  const { my_number: a, identification: b } = urls.json().data as { my_number: PresignedPost; identification: PresignedPost };
  expect((await presignedUpload(ctx, a, bytes)).statusCode).toBe(204);
  expect((await presignedUpload(ctx, b, bytes)).statusCode).toBe(204);
  return { a, b };
}

async function submittedWithRetry() {
  const s = await setup();
  const { code } = await requestFor(s.owner, s.worker.code);
  const token = await tokenFromMail(await workerEmail(s.worker.id));
  await uploadBoth(token, PNG); // a first attempt, abandoned
  const second = await uploadBoth(token, PNG2);
  const put = await ctx.call('PUT', `/api/my_numbers/${token}`, { body: { my_number: { my_number: validNumber(), number_confirmation_file_name: 'card.png', identification_file_name: 'id.png' } } });
  expect(put.statusCode, put.body).toBe(200);
  const dir = path.join(root, 'objects', 'my-numbers', String(s.company.id), code);
  return { ...s, code, token, dir, second };
}

describe('N3: one image object per record and kind, swept', () => {
  it('a retried entry leaves exactly the two submitted images; deleting the record leaves none', async () => {
    const s = await submittedWithRetry();
    const files = (await filesUnder(s.dir)).map((f) => path.basename(f)).sort();
    expect(files).toEqual(['confirmation.png.enc', 'identification.png.enc']);
    // the upload key was freed at submission: a late POST with the old policy lands as a stray object…
    expect((await presignedUpload(ctx, s.second.a, PNG)).statusCode).toBe(204);
    expect((await ctx.call('DELETE', `/api/v2/employee/my_numbers/${s.code}`, { headers: s.owner })).statusCode).toBe(200);
    // the stray upload is swept with everything else no record refers to, once an hour old
    for (const f of await filesUnder(s.dir)) await utimes(f, new Date(Date.now() - 2 * 3600_000), new Date(Date.now() - 2 * 3600_000));
    await ctx.database.pool.query(`delete from pending_uploads where owner_key like 'my_number:%'`);
    await runMyNumberRetention(ctx.database.db, storage);
    expect(await filesUnder(s.dir)).toEqual([]);
  });
});

describe('N4: images are encrypted at rest and served decrypted only through the API', () => {
  it('no image bytes in the store; the staff link is an API route answering the original bytes; rotation re-wraps', async () => {
    const s = await submittedWithRetry();
    for (const f of await filesUnder(s.dir)) {
      const stored = await storage.read(path.relative(path.join(root, 'objects'), f), { maxBytes: 1 << 20 });
      expect(stored!.includes(Buffer.from('SECOND'))).toBe(false);
      expect(stored!.includes(PNG2.subarray(0, 8))).toBe(false);
    }
    const images = (await ctx.call('GET', `/api/businessors/${s.worker.code}/my_number/images`, { headers: s.owner })).json().data.my_number;
    const link = new URL(images.number_confirmation_image_url as string);
    expect(link.pathname).toMatch(/^\/api\/my_number_images\//);
    const file = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG2)).toBe(true);
    // a link for another kind or record is refused
    const forged = await ctx.app.inject({ method: 'GET', url: `${link.pathname.replace('confirmation', 'identification')}${link.search}` });
    expect(forged.statusCode).toBe(403);

    const [row] = await ctx.database.db.select().from(myNumbers).where(eq(myNumbers.code, s.code));
    const next = MyNumberCipher.random();
    expect(await rotateImageKeys(ctx.database.db, storage, cipher, next)).toBeGreaterThanOrEqual(2);
    const rotated = (await storage.read(row!.numberConfirmationFileKey!, { maxBytes: 1 << 20 }))!;
    expect(next.madeObject(rotated)).toBe(true);
    expect(next.decryptObject(rotated).equals(PNG2)).toBe(true);
    expect(await rotateImageKeys(ctx.database.db, storage, cipher, next)).toBe(0); // a rerun changes nothing
  });
});
