import { chmod, mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import { insertEmployee } from '../modules/identity/employees/employees.repository';
import { createCompany } from '../modules/identity/companies/companies.service';
import { enqueueMail } from '../modules/platform/mail/mail.repository';
import { OutboxWorker, retryDelaySeconds } from './outbox';
import { startSmtp } from '../../test/smtp-helpers';


const log = pino({ level: 'silent' });
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

const mail = { companyId: null, to: 'worker@example.com', subject: '【フリーランス管理】ご招待', text: 'こんにちは。招待リンク: http://localhost/x', html: '<p>こんにちは。</p>' };

describe('OutboxWorker', () => {
  it('delivers pending mail over SMTP with a Japanese subject and marks it sent', async () => {
    const smtp = await startSmtp();
    const id = await enqueueMail(database.db, mail);
    const worker = new OutboxWorker({ db: database.db, smtpUrl: smtp.url, mailDir: '/nonexistent', from: 'フリーランス管理 <no-reply@example.com>', log });
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    await smtp.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['worker@example.com']);
    expect(smtp.received[0]!.raw).toMatch(/Subject: =\?UTF-8\?/);
    const { rows } = await database.pool.query(
      'select status, attempts, sent_at, to_address, subject, text_body, html_body from mail_outbox where id = $1',
      [id],
    );
    // delivered: the bodies (with the link) are gone, the metadata stays
    expect(rows[0]).toMatchObject({ status: 'sent', attempts: 1, to_address: 'worker@example.com', subject: mail.subject, text_body: null, html_body: null });
    expect(rows[0].sent_at).not.toBeNull();
    // a second round sends nothing again
    const again = new OutboxWorker({ db: database.db, smtpUrl: smtp.url, mailDir: '/nonexistent', from: 'a@example.com', log });
    expect(await again.runOnce()).toBe(0);
    await again.stop();
  });

  it('keeps a refused mail pending and retries it later with back-off', async () => {
    const smtp = await startSmtp({ reject: true });
    const id = await enqueueMail(database.db, { ...mail, to: 'retry@example.com' });
    const worker = new OutboxWorker({ db: database.db, smtpUrl: smtp.url, mailDir: '/nonexistent', from: 'a@example.com', log });
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    await smtp.close();
    const { rows } = await database.pool.query(
      `select status, attempts, last_error, next_attempt_at > now() + interval '20 seconds' as later from mail_outbox where id = $1`,
      [id],
    );
    expect(rows[0]).toMatchObject({ status: 'pending', attempts: 1, later: true });
    expect(rows[0].last_error).toContain('mailbox unavailable');

    // once due again and the server accepts, it is delivered
    await database.pool.query('update mail_outbox set next_attempt_at = now() where id = $1', [id]);
    const good = await startSmtp();
    const retry = new OutboxWorker({ db: database.db, smtpUrl: good.url, mailDir: '/nonexistent', from: 'a@example.com', log });
    expect(await retry.runOnce()).toBe(1);
    await retry.stop();
    await good.close();
    expect(good.received[0]!.to).toEqual(['retry@example.com']);
  });

  it('writes .eml files under the mail folder when no SMTP_URL is set', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'mail-'));
    await enqueueMail(database.db, { ...mail, to: 'file@example.com' });
    const worker = new OutboxWorker({ db: database.db, smtpUrl: undefined, mailDir: dir, from: 'a@example.com', log });
    expect(await worker.runOnce()).toBe(1);
    await worker.stop();
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: file@example.com');
    expect(eml).toContain('\r\n');
    // only the server's user may read the mail (it holds the link) or list the folder
    expect((await stat(path.join(dir, files[0]!))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o777).toBe(0o700);
  });

  it('creates the mail folder 0700 and tightens one that was left open, with the files in it', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'mail-'));
    const fresh = path.join(parent, 'data', 'mail');
    const open = path.join(parent, 'open');
    await mkdir(open, { mode: 0o755 });
    await chmod(open, 0o755);
    // a mail an older version left readable by everybody
    await writeFile(path.join(open, 'old.eml'), 'To: old@example.com', { mode: 0o644 });
    await chmod(path.join(open, 'old.eml'), 0o644);
    for (const dir of [fresh, open]) {
      await enqueueMail(database.db, { ...mail, to: 'folder@example.com' });
      const worker = new OutboxWorker({ db: database.db, smtpUrl: undefined, mailDir: dir, from: 'a@example.com', log });
      expect(await worker.runOnce()).toBe(1);
      await worker.stop();
      expect((await stat(dir)).mode & 0o777).toBe(0o700);
      for (const file of await readdir(dir)) expect((await stat(path.join(dir, file))).mode & 0o777).toBe(0o600);
    }
  });

  it('after the last attempt marks the mail failed, drops its bodies and notifies the active owners and administrators', async () => {
    const suffix = Math.random().toString(16).slice(2, 8);
    const { company, owner } = await createCompany(database.db, { name: '送信失敗株式会社', email: `owner-${suffix}@example.com`, password: 'a-long-password-42' });
    const add = (role: 'administrator' | 'general' | 'viewer', suspended = false) =>
      insertEmployee(database.db, { companyId: company.id, email: `${role}-${suspended}-${suffix}@example.com`, name: role, passwordHash: 'x', role, suspended });
    const admin = await add('administrator');
    await add('administrator', true);
    await add('general');
    await add('viewer');
    const other = await createCompany(database.db, { name: '別会社', email: `other-${suffix}@example.com`, password: 'a-long-password-42' });

    const smtp = await startSmtp({ reject: true });
    const id = await enqueueMail(database.db, { ...mail, companyId: company.id, to: 'nobody@example.com', subject: '【送信失敗株式会社】ワーカー登録のご案内' });
    // seven attempts already failed: the next one is the last
    await database.pool.query('update mail_outbox set attempts = 7 where id = $1', [id]);
    const worker = new OutboxWorker({ db: database.db, smtpUrl: smtp.url, mailDir: '/nonexistent', from: 'a@example.com', log });
    expect(await worker.runOnce()).toBe(0);
    await worker.stop();
    await smtp.close();

    const { rows } = await database.pool.query('select status, attempts, text_body, html_body, to_address, subject, last_error from mail_outbox where id = $1', [id]);
    expect(rows[0]).toMatchObject({ status: 'failed', attempts: 8, text_body: null, html_body: null, to_address: 'nobody@example.com' });
    expect(rows[0].last_error).toContain('mailbox unavailable');

    const notified = await database.pool.query<{ employee_id: number; title: string; body: string; company_id: number }>(
      'select employee_id, title, body, company_id from notifications where company_id in ($1, $2) order by employee_id',
      [company.id, other.company.id],
    );
    expect(notified.rows.map((n) => n.employee_id)).toEqual([owner.id, admin.id].sort((a, b) => a - b));
    for (const n of notified.rows) {
      expect(n.title).toBe('メールを送信できませんでした: nobody@example.com（【送信失敗株式会社】ワーカー登録のご案内）');
      expect(n.body).toContain('届きませんでした');
    }
    // a later round neither retries it nor notifies again
    const again = new OutboxWorker({ db: database.db, smtpUrl: smtp.url, mailDir: '/nonexistent', from: 'a@example.com', log });
    expect(await again.runOnce()).toBe(0);
    await again.stop();
    expect((await database.pool.query('select count(*)::int as n from notifications where company_id = $1', [company.id])).rows[0].n).toBe(2);
  });
});

describe('retryDelaySeconds', () => {
  it('doubles from 30 s, caps at an hour and gives up after 8 attempts', () => {
    expect([1, 2, 3].map(retryDelaySeconds)).toEqual([30, 60, 120]);
    expect(retryDelaySeconds(7)).toBe(1920);
    expect(retryDelaySeconds(8)).toBeNull();
  });
});
