/**
 * マイナンバー (issue #12) through the API: the worker's entry by the mailed link with two real pre-signed uploads, the
 * company's requests, reveal, registration, update, deletion, export (step-up) and import, the designated-staff rule,
 * the append-only operation log, encryption at rest and tenant isolation.
 */
import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { connect } from '../../../db/client';
import { describe, expect, it } from 'vitest';
import { myNumberCheckDigit } from '@app/shared/check-digits';
import { ja } from '@app/shared/messages/ja';
import { mailOutbox } from '../../../db/schema/mail-outbox';
import { myNumberOperationLogs, myNumbers, myNumberTokens } from '../../../db/schema/my-numbers';
import { workers } from '../../../db/schema/workers';
import { LocalFileStorage, type PresignedPost } from '../../../lib/storage';
import { expectNotFoundForOtherCompany, PASSWORD, useTestApp, type AuthHeaders } from '../../../../test/helpers';
import { multipartBody, presignedUpload } from '../../../../test/storage-helpers';

const root = await mkdtemp(path.join(os.tmpdir(), 'my-number-files-'));
const storage = new LocalFileStorage({ root, secret: 'm'.repeat(44), publicUrl: 'http://localhost:3000' });
const ctx = useTestApp({ storage });

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 2)]);

let serial = 100;
/** A fresh number that passes the check digit. */
function validNumber(): string {
  const base = String(12345000000 + serial++).padStart(11, '0');
  return `${base}${myNumberCheckDigit(base)}`;
}

const multipart = multipartBody;
const upload = (post: PresignedPost, body: Buffer, fields: Record<string, string> = post.fields) => presignedUpload(ctx, post, body, fields);

async function setup() {
  const company = await ctx.makeCompany('マイナンバー株式会社');
  const owner = await ctx.signIn(company.owner.email);
  const general = await company.addEmployee('general');
  const viewer = await company.addEmployee('viewer');
  const worker = await company.addWorker({ fullName: '山田 花子', fullNameKana: 'ヤマダ ハナコ', email: `hanako-${serial++}@example.com` });
  return { company, owner, general: await ctx.signIn(general.email), generalRow: general, viewer: await ctx.signIn(viewer.email), worker };
}

async function requestFor(h: AuthHeaders, workerCode: string, flags: Record<string, boolean> = { is_need_number_confirmation_file: true, is_need_identification_file: true }) {
  const res = await ctx.call('POST', `/api/businessors/${workerCode}/my_number`, { headers: h, body: { my_number: { is_use_office_work: false, is_use_record: true, ...flags } } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.my_number;
}

async function tokenFromMail(to: string): Promise<string> {
  const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id)).limit(1);
  return /http:\/\/localhost:3000\/my_numbers\/([\w-]+)/.exec(mail!.textBody!)![1]!;
}

async function workerEmail(id: number) {
  const [w] = await ctx.database.db.select().from(workers).where(eq(workers.id, id));
  return w!.email!;
}

/** The worker's whole flow: upload URLs, two uploads, PUT. */
async function submit(token: string, number: string) {
  const urls = await ctx.call('GET', `/api/my_numbers/upload_url?token=${token}&my_number_file_name=card.png&identification_file_name=license.jpg`);
  expect(urls.statusCode, urls.body).toBe(200);
  const { my_number: a, identification: b } = urls.json().data;
  expect((await upload(a, PNG)).statusCode).toBe(204);
  expect((await upload(b, JPEG)).statusCode).toBe(204);
  return ctx.call('PUT', `/api/my_numbers/${token}`, {
    body: { my_number: { my_number: number, number_confirmation_file_name: 'card.png', identification_file_name: 'license.jpg' } },
  });
}

async function logsOf(companyId: number) {
  return ctx.database.db.select().from(myNumberOperationLogs).where(eq(myNumberOperationLogs.companyId, companyId)).orderBy(myNumberOperationLogs.id);
}

async function filesUnder(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(p)));
    else out.push(p);
  }
  return out;
}

const statusInList = async (h: AuthHeaders, code: string) =>
  ((await ctx.call('GET', '/api/user/workers/custom_display?per_page=100', { headers: h })).json().data as { code: string; disp_my_number_status_name: string }[]).find((w) => w.code === code)
    ?.disp_my_number_status_name;

describe('the worker’s entry by link', () => {
  it('request → mail → GET → two uploads → PUT: stored encrypted, the list says 提出済, the link is used up', async () => {
    const { company, owner, worker } = await setup();
    expect(await statusInList(owner, worker.code)).toBe('未依頼');
    await requestFor(owner, worker.code);
    expect(await statusInList(owner, worker.code)).toBe('依頼中');
    const email = await workerEmail(worker.id);
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.subject).toBe('【マイナンバー株式会社】マイナンバー提出のお願い');
    const token = await tokenFromMail(email);

    const page = await ctx.call('GET', `/api/my_numbers/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.json().data.my_number).toEqual({
      worker_name: '山田 花子',
      company_name: 'マイナンバー株式会社',
      is_need_identification_file: true,
      is_need_number_confirmation_file: true,
      is_use_office_work: false,
      is_use_record: true,
    });

    const number = validNumber();
    const res = await submit(token, number);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusInList(owner, worker.code)).toBe('提出済');

    // ciphertext in the table, never the 12 digits
    const [row] = await ctx.database.db.select().from(myNumbers).where(eq(myNumbers.workerId, worker.id));
    expect(row!.encryptedValue).toMatch(/^v1\./);
    // (the HMAC and the random file keys are hex: a run of 12 digits there is chance, not a number)
    expect(JSON.stringify({ ...row, valueHmac: '', numberConfirmationFileKey: '', identificationFileKey: '' })).not.toMatch(/\d{12}/);
    expect(JSON.stringify(row)).not.toContain(number);
    expect(row!.numberConfirmationFileKey).toMatch(/^my-numbers\//);
    // the image is stored encrypted (issue #19 N4): no PNG bytes at rest
    expect(await storage.head(row!.numberConfirmationFileKey!)).toMatchObject({ contentType: 'application/octet-stream' });
    expect((await storage.read(row!.numberConfirmationFileKey!, { maxBytes: 1 << 20 }))!.includes(PNG.subarray(0, 8))).toBe(false);

    // the link is used up
    const again = await ctx.call('GET', `/api/my_numbers/${token}`);
    expect(again.statusCode).toBe(410);
    expect(again.json().errors).toEqual([ja.myNumber.linkUsed]);
    expect((await ctx.call('PUT', `/api/my_numbers/${token}`, { body: { my_number: { my_number: validNumber() } } })).statusCode).toBe(410);

    const logs = await logsOf(company.id);
    expect(logs.map((l) => l.action)).toEqual(['request', 'submit']);
    expect(logs[1]).toMatchObject({ actorType: 'worker', actorName: '山田 花子', workerCode: worker.code });
    expect(JSON.stringify(logs)).not.toContain(number);
    // the mail never carries the number
    expect(JSON.stringify(await ctx.database.db.select().from(mailOutbox))).not.toContain(number);
  });

  it('the request carries the chosen 利用目的 (at least one; else 422 with nothing mailed), and the mail names it with a plain link', async () => {
    const { owner, worker } = await setup();
    const email = await workerEmail(worker.id);
    const none = await ctx.call('POST', `/api/businessors/${worker.code}/my_number`, { headers: owner, body: { my_number: { is_use_office_work: false, is_use_record: false } } });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([ja.myNumber.purposesRequired]);
    const bulkNone = await ctx.call('POST', '/api/v2/employee/my_numbers/requests', { headers: owner, body: { businessor_code_list: [worker.code], is_use_record: false, is_use_office_work: false } });
    expect(bulkNone.statusCode).toBe(422);
    expect(await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email))).toEqual([]);

    await requestFor(owner, worker.code, { is_use_record: false, is_use_office_work: true });
    const [mail] = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    expect(mail!.textBody).toContain('次のリンクから入力してください。');
    expect(mail!.textBody).toContain('利用目的:\n「その他の個人番号関係事務」');
    const page = await ctx.call('GET', `/api/my_numbers/${await tokenFromMail(email)}`);
    expect(page.json().data.my_number).toMatchObject({ is_use_office_work: true, is_use_record: false });
  });

  it('refuses each entry error with its message, and an unknown, expired or withdrawn link', async () => {
    const { owner, worker } = await setup();
    await requestFor(owner, worker.code, { is_need_number_confirmation_file: false, is_need_identification_file: false });
    const token = await tokenFromMail(await workerEmail(worker.id));
    const put = (value: string) => ctx.call('PUT', `/api/my_numbers/${token}`, { body: { my_number: { my_number: value } } });
    for (const [value, message] of [
      ['', ja.myNumber.numberRequired],
      ['12345', ja.myNumber.numberFormat],
      ['1234567890ab', ja.myNumber.numberFormat],
      ['123456789019', ja.myNumber.numberCheckDigit],
      ['111111111111', ja.myNumber.numberCheckDigit],
    ] as const) {
      const res = await put(value);
      expect(res.statusCode, value).toBe(422);
      expect(res.json().errors, value).toEqual([message]);
    }
    // neither image asked for: no upload URL, and the number alone is enough (full-width and hyphens folded)
    const urls = await ctx.call('GET', `/api/my_numbers/upload_url?token=${token}`);
    expect(urls.json().data).toEqual({ my_number: null, identification: null });

    expect((await ctx.call('GET', `/api/my_numbers/${'x'.repeat(43)}`)).json().errors).toEqual([ja.myNumber.linkInvalid]);
    await ctx.database.db.update(myNumberTokens).set({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    const expired = await ctx.call('GET', `/api/my_numbers/${token}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors).toEqual([ja.myNumber.linkExpired]);

    const again = await setup();
    await requestFor(again.owner, again.worker.code);
    const token2 = await tokenFromMail(await workerEmail(again.worker.id));
    const withdraw = await ctx.call('DELETE', `/api/businessors/${again.worker.code}/my_number`, { headers: again.owner });
    expect(withdraw.statusCode, withdraw.body).toBe(200);
    expect(await statusInList(again.owner, again.worker.code)).toBe('未依頼');
    const withdrawn = await ctx.call('GET', `/api/my_numbers/${token2}`);
    expect(withdrawn.statusCode).toBe(410);
    expect(withdrawn.json().errors).toEqual([ja.myNumber.linkWithdrawn]);
  });

  it('refuses tampered uploads: wrong type, too large, another key, content that is not an image; and a missing image', async () => {
    const { owner, worker } = await setup();
    await requestFor(owner, worker.code);
    const token = await tokenFromMail(await workerEmail(worker.id));
    const bad = await ctx.call('GET', `/api/my_numbers/upload_url?token=${token}&my_number_file_name=card.gif&identification_file_name=id.png`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([ja.myNumber.fileType]);
    const urls = (await ctx.call('GET', `/api/my_numbers/upload_url?token=${token}&my_number_file_name=card.png&identification_file_name=id.png`)).json().data;
    const post = urls.my_number as PresignedPost;
    expect(post.fields['Content-Type']).toBe('image/png');
    const policy = JSON.parse(Buffer.from(post.fields.Policy!, 'base64').toString()) as { conditions: unknown[] };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);
    expect((await upload(post, PNG, { ...post.fields, 'Content-Type': 'text/html' })).statusCode).toBe(403);
    const tooLarge = await upload(post, Buffer.alloc(10 * 1024 * 1024 + 1, 0x89));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json().errors).toEqual([ja.storage.tooLarge]);
    expect((await upload(post, PNG, { ...post.fields, key: 'my-numbers/other/key.png' })).statusCode).toBe(403);
    expect((await upload(post, PNG, { ...post.fields, Policy: Buffer.from('{"expiration":"2000-01-01T00:00:00Z","conditions":[]}').toString('base64') })).statusCode).toBe(403);
    // a GIF sent as PNG passes the policy but not the content check on PUT
    expect((await upload(post, Buffer.from('GIF89a............'))).statusCode).toBe(204);
    expect((await upload(urls.identification, PNG)).statusCode).toBe(204);
    const res = await ctx.call('PUT', `/api/my_numbers/${token}`, {
      body: { my_number: { my_number: validNumber(), number_confirmation_file_name: 'card.png', identification_file_name: 'id.png' } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([ja.storage.contentMismatch]);
    // an image never uploaded
    const urls2 = (await ctx.call('GET', `/api/my_numbers/upload_url?token=${token}&my_number_file_name=card.png&identification_file_name=id.png`)).json().data;
    expect((await upload(urls2.my_number, PNG)).statusCode).toBe(204);
    const missing = await ctx.call('PUT', `/api/my_numbers/${token}`, {
      body: { my_number: { my_number: validNumber(), number_confirmation_file_name: 'card.png', identification_file_name: 'id.png' } },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual([ja.myNumber.uploadMissing]);
  });
});

describe('the company’s side', () => {
  async function submitted() {
    const s = await setup();
    await requestFor(s.owner, s.worker.code);
    const number = validNumber();
    expect((await submit(await tokenFromMail(await workerEmail(s.worker.id)), number)).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(myNumbers).where(eq(myNumbers.workerId, s.worker.id));
    return { ...s, number, code: row!.code, row: row! };
  }

  it('designated staff see the masked number, reveal it with a purpose (logged); others are refused and logged', async () => {
    const s = await submitted();
    const detail = (h: AuthHeaders) => ctx.call('GET', `/api/v2/employee/my_numbers/${s.code}`, { headers: h });
    expect((await detail(s.owner)).json().data).toMatchObject({ masked_my_number: `********${s.number.slice(-4)}`, status: 'submitted', disp_status_name: '提出済' });
    expect((await detail(s.general)).json().data.masked_my_number).toBeNull();
    expect(JSON.stringify((await ctx.call('GET', '/api/v2/employee/my_numbers', { headers: s.owner })).json())).not.toContain(s.number);

    const noPurpose = await ctx.call('GET', `/api/v2/employee/my_numbers/${s.code}/values`, { headers: s.owner });
    expect(noPurpose.statusCode).toBe(422);
    expect(noPurpose.json().errors).toEqual([ja.myNumber.purposeRequired]);
    const reveal = await ctx.call('GET', `/api/v2/employee/my_numbers/${s.code}/values?purpose=${encodeURIComponent('支払調書の作成')}`, { headers: s.owner });
    expect(reveal.statusCode).toBe(200);
    expect(reveal.json().data.my_number_value).toBe(s.number);

    for (const h of [s.general, s.viewer]) {
      const refused = await ctx.call('GET', `/api/v2/employee/my_numbers/${s.code}/values?purpose=x`, { headers: h });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors).toEqual([ja.myNumber.notDesignated]);
    }
    for (const [method, url] of [
      ['GET', `/api/businessors/${s.worker.code}/my_number/images`],
      ['DELETE', `/api/v2/employee/my_numbers/${s.code}`],
      ['PUT', `/api/v2/employee/my_numbers/${s.code}`],
      ['GET', '/api/v2/employee/my_numbers/exports'],
    ] as const) {
      const res = await ctx.call(method, url, { headers: s.general, body: method === 'PUT' ? { my_number_value: validNumber() } : undefined });
      expect(res.statusCode, url).toBe(403);
    }
    // a viewer may not even send requests
    expect((await ctx.call('POST', `/api/businessors/${s.worker.code}/my_number`, { headers: s.viewer, body: { my_number: {} } })).statusCode).toBe(403);

    const logs = await logsOf(s.company.id);
    expect(logs.filter((l) => l.action === 'reveal')).toMatchObject([{ purpose: '支払調書の作成', actorName: '管理者', workerCode: s.worker.code, clientAddress: '127.0.0.1' }]);
    expect(logs.filter((l) => l.action === 'refused').map((l) => l.refusedAction)).toEqual(['reveal', 'reveal', 'image_view', 'delete', 'update', 'export']);
    expect(JSON.stringify(logs)).not.toContain(s.number);

    // images through short-lived signed links, logged
    const images = (await ctx.call('GET', `/api/businessors/${s.worker.code}/my_number/images`, { headers: s.owner })).json().data.my_number;
    const link = new URL(images.number_confirmation_image_url);
    expect(link.searchParams.get('expires')! as unknown as number - Date.now() / 1000).toBeLessThanOrEqual(61);
    const file = await ctx.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(file.rawPayload.equals(PNG)).toBe(true);
    expect((await logsOf(s.company.id)).at(-1)!.action).toBe('image_view');
  });

  it('the log is append-only in the database', async () => {
    const s = await submitted();
    await expect(ctx.database.pool.query('UPDATE my_number_operation_logs SET purpose = $1 WHERE company_id = $2', ['x', s.company.id])).rejects.toThrow(/append-only/);
    await expect(ctx.database.pool.query('DELETE FROM my_number_operation_logs WHERE company_id = $1', [s.company.id])).rejects.toThrow(/append-only/);
    // the request role may not truncate any table; the trigger refuses it to the tables' owner too
    await expect(ctx.database.pool.query('TRUNCATE my_number_operation_logs')).rejects.toThrow(/permission denied/);
    const owner = connect(ctx.database.url, 1);
    await expect(owner.pool.query('TRUNCATE my_number_operation_logs')).rejects.toThrow(/append-only/).finally(() => owner.close());
  });

  it('update confirms, delete removes the number and the images and keeps a deletion record', async () => {
    const s = await submitted();
    const confirm = await ctx.call('PUT', `/api/v2/employee/my_numbers/${s.code}`, { headers: s.owner, body: {} });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().data.disp_status_name).toBe('確認済');
    expect(await statusInList(s.owner, s.worker.code)).toBe('確認済');
    const next = validNumber();
    const { body, contentType } = multipart({ businessor_code: s.worker.code, my_number_value: next }, undefined, [['my_number_purposes[][purpose_type]', 'record'], ['my_number_purposes[][purpose_type]', 'office_work']]);
    const updated = await ctx.app.inject({ method: 'PUT', url: `/api/v2/employee/my_numbers/${s.code}`, headers: { ...s.owner, 'content-type': contentType }, payload: body });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ masked_my_number: `********${next.slice(-4)}`, my_number_purposes: [{ purpose_type: 'record' }, { purpose_type: 'office_work' }] });

    const del = await ctx.call('DELETE', `/api/v2/employee/my_numbers/${s.code}`, { headers: s.owner });
    expect(del.statusCode).toBe(200);
    expect(await ctx.database.db.select().from(myNumbers).where(eq(myNumbers.workerId, s.worker.id))).toEqual([]);
    expect(await storage.head(s.row.numberConfirmationFileKey!)).toBeNull();
    expect(await storage.head(s.row.identificationFileKey!)).toBeNull();
    expect((await filesUnder(path.join(root, 'objects', 'my-numbers', String(s.company.id))))).toEqual([]);
    expect(await statusInList(s.owner, s.worker.code)).toBe('未依頼');
    const log = (await logsOf(s.company.id)).at(-1)!;
    expect(log).toMatchObject({ action: 'delete', actorName: '管理者', workerCode: s.worker.code, workerName: '山田 花子' });
    const v2 = (await ctx.call('GET', '/api/v2/employee/my_number_operation_logs?page=0&limit=2', { headers: s.owner })).json();
    expect(v2.meta.total_count).toBe(5);
    expect(v2.data.map((l: { action: string }) => l.action)).toEqual(['delete', 'update']);
    const v1 = (await ctx.call('GET', `/api/companies/my_number_operation_logs?page=2&per_page=2&businessor_code=${s.worker.code}`, { headers: s.owner })).json();
    expect(v1).toMatchObject({ page: 2, per_page: 2, total_count: 5 });
    expect(v1.data.map((l: { disp_action_name: string }) => l.disp_action_name)).toEqual(['確認済みにする', '提出（ワーカー）']);
    expect((await ctx.call('GET', '/api/v2/employee/my_number_operation_logs', { headers: s.general })).statusCode).toBe(403);
  });

  it('registers by the company (multipart as the SPEC sends it), refuses a duplicate, re-requests and reminds', async () => {
    const s = await setup();
    const other = await s.company.addWorker({ fullName: '佐藤 次郎', email: `jiro-${serial++}@example.com` });
    const number = validNumber();
    const { body, contentType } = multipart({ businessor_code: s.worker.code, my_number_value: number }, undefined, [['my_number_purposes[][purpose_type]', 'record']]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v2/employee/my_numbers', headers: { ...s.owner, 'content-type': contentType }, payload: body });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'confirmed', businessor_code: s.worker.code });
    const dup = await ctx.call('POST', '/api/v2/employee/my_numbers', { headers: s.owner, body: { businessor_code: other.code, my_number_value: number, my_number_purposes: [{ purpose_type: 'record' }] } });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual([ja.myNumber.duplicateNumber]);
    const bad = await ctx.call('POST', '/api/v2/employee/my_numbers', { headers: s.owner, body: { businessor_code: other.code, my_number_value: '123456789019', my_number_purposes: [] } });
    expect(bad.json().errors).toEqual([ja.myNumber.numberCheckDigit, ja.myNumber.purposesRequired]);

    const many = await ctx.call('POST', '/api/v2/employee/my_numbers/requests', { headers: s.general, body: { businessor_code_list: [other.code], is_use_record: true, is_use_office_work: false } });
    expect(many.statusCode, many.body).toBe(200);
    const code = (await ctx.database.db.select().from(myNumbers).where(eq(myNumbers.workerId, other.id)))[0]!.code;
    expect((await ctx.call('POST', `/api/v2/employee/my_numbers/${code}/reminds`, { headers: s.general })).statusCode).toBe(200);
    expect((await ctx.call('POST', `/api/v2/employee/my_numbers/${code}/re_requests`, { headers: s.general })).statusCode).toBe(200);
    const mails = await ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, await workerEmail(other.id)));
    expect(mails.map((m) => m.subject)).toEqual([
      `【${'マイナンバー株式会社'}】マイナンバー提出のお願い`,
      '【マイナンバー株式会社】マイナンバー提出のお願い（再送）',
      '【マイナンバー株式会社】マイナンバー提出のお願い',
    ]);
    const noEmail = await s.company.addWorker({ fullName: 'メールなし' });
    const refused = await ctx.call('POST', `/api/businessors/${noEmail.code}/my_number`, { headers: s.owner, body: { my_number: {} } });
    expect(refused.json().errors).toEqual([ja.myNumber.workerEmailMissing]);
  });

  it('exports only after a fresh password (step-up), with the date in the file name; imports all or nothing', async () => {
    const s = await setup();
    const number = validNumber();
    await ctx.call('POST', '/api/v2/employee/my_numbers', { headers: s.owner, body: { businessor_code: s.worker.code, my_number_value: number, my_number_purposes: ['record'] } });
    const first = await ctx.call('GET', '/api/v2/employee/my_numbers/exports', { headers: s.owner });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'STEP_UP_REQUIRED', errors: [ja.myNumber.stepUpRequired] });
    const wrong = await ctx.call('POST', '/api/v2/employee/my_numbers/step_ups', { headers: s.owner, body: { password: 'wrong-password' } });
    expect(wrong.json().errors).toEqual([ja.myNumber.stepUpWrongPassword]);
    expect((await ctx.call('POST', '/api/v2/employee/my_numbers/step_ups', { headers: s.owner, body: { password: PASSWORD } })).statusCode).toBe(200);
    const csv = await ctx.call('GET', '/api/v2/employee/my_numbers/exports', { headers: s.owner });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/my-numbers-\d{8}\.csv/);
    expect(csv.body).toContain(number);
    // the step-up belongs to the device: another sign-in of the same person is asked again
    const otherDevice = await ctx.signIn(s.company.owner.email);
    expect((await ctx.call('GET', '/api/v2/employee/my_numbers/exports', { headers: otherDevice })).statusCode).toBe(403);

    const w2 = await s.company.addWorker({ fullName: '取込 一郎' });
    const n2 = validNumber();
    const file = (text: string) => multipart({}, { name: 'my-numbers.csv', type: 'text/csv', body: Buffer.from(text) });
    const importCsv = (text: string) => {
      const { body, contentType } = file(text);
      return ctx.app.inject({ method: 'POST', url: '/api/v2/employee/my_numbers/imports', headers: { ...s.owner, 'content-type': contentType }, payload: body });
    };
    const badImport = await importCsv(`ワーカーコード,マイナンバー\r\n${w2.code},123456789019\r\nnope,${n2}\r\n`);
    expect(badImport.statusCode).toBe(422);
    expect(badImport.json().errors).toEqual([`2行目（マイナンバー）: ${ja.myNumber.numberCheckDigit}`, `3行目（ワーカーコード）: ${ja.myNumber.workerUnknown}`]);
    const ok = await importCsv(`ワーカーコード,マイナンバー,利用目的\r\n${w2.code},${n2},支払調書の作成\r\n`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().meta.count).toBe(1);
    const generalImport = file(`ワーカーコード,マイナンバー\r\n${w2.code},${n2}\r\n`);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/v2/employee/my_numbers/imports', headers: { ...s.general, 'content-type': generalImport.contentType }, payload: generalImport.body });
    expect(refused.statusCode).toBe(403);
    const actions = (await logsOf(s.company.id)).map((l) => l.action);
    expect(actions).toEqual(['register', 'refused', 'refused', 'export', 'refused', 'import', 'refused']);
  });

  it('designated staff are set by owners only and shown in the employee list', async () => {
    const s = await setup();
    const admin = await s.company.addEmployee('administrator');
    const adminH = await ctx.signIn(admin.email);
    const byAdmin = await ctx.call('PUT', `/api/employees/${s.generalRow.code}/my_number_staff`, { headers: adminH, body: { employee: { is_my_number_staff: true } } });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().errors).toEqual([ja.myNumber.ownersOnly]);
    const byOwner = await ctx.call('PUT', `/api/employees/${s.generalRow.code}/my_number_staff`, { headers: s.owner, body: { employee: { is_my_number_staff: true } } });
    expect(byOwner.json().data.employee.is_my_number_staff).toBe(true);
    const list = (await ctx.call('GET', '/api/companies/employees', { headers: s.owner })).json().data as { code: string; is_my_number_staff: boolean }[];
    expect(list.find((e) => e.code === s.generalRow.code)!.is_my_number_staff).toBe(true);
    expect(list.find((e) => e.code === s.company.owner.code)!.is_my_number_staff).toBe(true);
  });

  it('GET /v2/employee/my_numbers/businessors/{code}: the record by worker code, masked for staff only; a worker without one has no code', async () => {
    const s = await submitted();
    const byWorker = (h: AuthHeaders, code = s.worker.code) => ctx.call('GET', `/api/v2/employee/my_numbers/businessors/${code}`, { headers: h });
    const staff = await byWorker(s.owner);
    expect(staff.statusCode).toBe(200);
    expect(staff.json()).toEqual((await ctx.call('GET', `/api/v2/employee/my_numbers/${s.code}`, { headers: s.owner })).json());
    expect(staff.json().data).toMatchObject({ code: s.code, businessor_code: s.worker.code, masked_my_number: `********${s.number.slice(-4)}`, status: 'submitted' });
    for (const h of [s.general, s.viewer]) {
      const plain = await byWorker(h);
      expect(plain.statusCode).toBe(200);
      expect(plain.json().data).toMatchObject({ code: s.code, masked_my_number: null });
    }
    const fresh = await s.company.addWorker({ fullName: '佐藤 次郎', fullNameKana: 'サトウ ジロウ' });
    expect((await byWorker(s.owner, fresh.code)).json().data).toMatchObject({ code: null, businessor_code: fresh.code, masked_my_number: null });
    expect((await byWorker(s.owner, 'no-such-worker')).statusCode).toBe(404);
    await expectNotFoundForOtherCompany(ctx, { method: 'GET', url: `/api/v2/employee/my_numbers/businessors/${s.worker.code}` }, await ctx.signIn((await ctx.makeCompany()).owner.email));
  });

  it("another company's records answer 404", async () => {
    const s = await submitted();
    const other = await ctx.makeCompany();
    const h = await ctx.signIn(other.owner.email);
    for (const request of [
      { method: 'GET', url: `/api/v2/employee/my_numbers/${s.code}` },
      { method: 'GET', url: `/api/v2/employee/my_numbers/${s.code}/values?purpose=x` },
      { method: 'DELETE', url: `/api/v2/employee/my_numbers/${s.code}` },
      { method: 'GET', url: `/api/businessors/${s.worker.code}/my_number` },
      { method: 'GET', url: `/api/businessors/${s.worker.code}/my_number/images` },
    ]) {
      await expectNotFoundForOtherCompany(ctx, request, h);
    }
  });
});

