import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { OutboxWorker } from '../../../jobs/outbox';
import { PASSWORD, useTestApp, type AuthHeaders } from '../../../../test/helpers';
import { startSmtp } from '../../../../test/smtp-helpers';

const ctx = useTestApp();
const STRONG = 'Sakura-Fubuki-2026';

async function lastMail(to: string) {
  const { rows } = await ctx.database.pool.query<{ subject: string; text_body: string }>(
    'select subject, text_body from mail_outbox where to_address = $1 order by id desc limit 1',
    [to],
  );
  return rows[0];
}

async function inviteToken(h: AuthHeaders, email: string, extra: Record<string, unknown> = {}) {
  const res = await ctx.call('POST', '/api/companies/employee_invitation', {
    headers: h,
    body: { employee: { email, name: '招待 太郎', role: 'general', ...extra } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return /\/user\/password\/([\w-]+)/.exec((await lastMail(email))!.text_body)![1]!;
}

/** The text part of a raw MIME message as nodemailer writes it (quoted-printable or base64, UTF-8). */
function textPart(raw: string): string {
  const part = /Content-Type: text\/plain[^\r\n]*\r\nContent-Transfer-Encoding: ([\w-]+)\r\n\r\n([\s\S]*?)\r\n(?:--|$)/i.exec(raw);
  if (!part) throw new Error(`no text part in ${raw.slice(0, 500)}`);
  const [, encoding, body] = part;
  if (encoding!.toLowerCase() === 'base64') return Buffer.from(body!.replace(/\s+/g, ''), 'base64').toString('utf8');
  const bytes = body!.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

describe('invitation → password registration', () => {
  it('the mail arrives over SMTP; its link shows the invitation and registers the employee, who can then sign in', async () => {
    const company = await ctx.makeCompany('株式会社メール');
    const h = await ctx.signIn(company.owner.email);
    await ctx.call('POST', '/api/companies/employee_invitation', {
      headers: h,
      body: { employee: { email: 'smtp.invitee@example.com', name: '配信 花子', role: 'administrator' } },
    });

    const smtp = await startSmtp();
    const worker = new OutboxWorker({
      db: ctx.database.db,
      smtpUrl: smtp.url,
      mailDir: '/nonexistent',
      from: 'フリーランス管理 <no-reply@example.com>',
      log: pino({ level: 'silent' }),
    });
    await worker.runOnce();
    await worker.stop();
    await smtp.close();

    const raw = smtp.received.map((m) => m.raw).find((m) => m.includes('smtp.invitee@example.com'));
    expect(raw).toBeDefined();
    const text = textPart(raw!);
    expect(text).toContain('配信 花子 様');
    expect(text).toContain('株式会社メール');
    const link = /http:\/\/localhost:3000\/user\/password\/[\w-]+/.exec(text)![0];
    const token = link.split('/').pop()!;

    const info = await ctx.call('GET', `/api/user/user/${token}`);
    expect(info.statusCode).toBe(200);
    expect(info.headers['access-token']).toBeUndefined();
    expect(info.json().data.employee_invite).toMatchObject({ email: 'smtp.invitee@example.com', name: '配信 花子', company_name: '株式会社メール' });

    const reg = await ctx.call('POST', '/api/user/user/register', { body: { user: { token, password: STRONG } } });
    expect(reg.statusCode, reg.body).toBe(200);
    expect(reg.json()).toEqual({ data: { message: ja.userPassword.registered } });
    // signed in on this device at once (issue #21, like the worker invitation): the answer carries working tokens
    expect(reg.headers.uid).toBe('smtp.invitee@example.com');
    const hRegistered = { 'access-token': String(reg.headers['access-token']), client: String(reg.headers.client), uid: String(reg.headers.uid) };
    const mine = await ctx.call('GET', '/api/profile', { headers: hRegistered });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.profile).toMatchObject({ name: '配信 花子', role: 'administrator', company_id: company.id });

    // and the chosen password signs in elsewhere as well
    const hNew = await ctx.signIn('smtp.invitee@example.com', STRONG);
    const profile = (await ctx.call('GET', '/api/profile', { headers: hNew })).json().data.profile;
    expect(profile).toMatchObject({ name: '配信 花子', role: 'administrator', company_id: company.id });

    // single use
    const again = await ctx.call('POST', '/api/user/user/register', { body: { user: { token, password: STRONG } } });
    expect(again.statusCode).toBe(404);
    expect(again.json().errors).toEqual([ja.userPassword.linkInvalid]);
    expect((await ctx.call('GET', `/api/user/user/${token}`)).statusCode).toBe(404);
  });

  it('an expired link answers 410 with a clear message', async () => {
    const company = await ctx.makeCompany();
    const token = await inviteToken(await ctx.signIn(company.owner.email), 'expired.invitee@example.com');
    await ctx.database.pool.query(`update employee_invites set expires_at = now() - interval '1 second' where email = 'expired.invitee@example.com'`);
    const info = await ctx.call('GET', `/api/user/user/${token}`);
    expect(info.statusCode).toBe(410);
    expect(info.json().errors).toEqual([ja.userPassword.linkExpired]);
    const reg = await ctx.call('POST', '/api/user/user/register', { body: { user: { token, password: STRONG } } });
    expect(reg.statusCode).toBe(410);
    const { rows } = await ctx.database.pool.query(`select count(*)::int as n from employees where email = 'expired.invitee@example.com'`);
    expect(rows[0].n).toBe(0);
  });

  it('refuses short, long and common passwords in Japanese', async () => {
    const company = await ctx.makeCompany();
    const token = await inviteToken(await ctx.signIn(company.owner.email), 'weak.invitee@example.com');
    for (const password of ['short', 'x'.repeat(129)]) {
      const res = await ctx.call('POST', '/api/user/user/register', { body: { user: { token, password } } });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields['user.password']).toEqual([ja.validation.passwordLength]);
    }
    for (const password of ['password1234', 'qwertyuiop', 'abc12345']) {
      const res = await ctx.call('POST', '/api/user/user/register', { body: { user: { token, password } } });
      expect(res.statusCode, password).toBe(422);
      expect(res.json().errors).toEqual([ja.passwordPolicy.tooCommon]);
    }
    expect((await ctx.call('GET', `/api/user/user/${token}`)).statusCode).toBe(200);
  });

  it('an unknown token answers 404', async () => {
    const res = await ctx.call('GET', `/api/user/user/${'a'.repeat(43)}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual([ja.userPassword.linkInvalid]);
  });
});

describe('password reset', () => {
  it('request → mail with a one-hour link on APP_URL → new password; every device signed out; link single use', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('POST', '/api/auth/password', {
      body: { email: company.owner.email.toUpperCase(), redirect_url: 'http://localhost:3000/user/reset_password/edit' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { message: ja.resetPassword.sent } });
    const mail = (await lastMail(company.owner.email))!;
    expect(mail.subject).toBe(ja.mails.resetSubject);
    const token = /http:\/\/localhost:3000\/user\/reset_password\/edit\?token=([\w-]+)/.exec(mail.text_body)![1]!;
    const { rows } = await ctx.database.pool.query(
      `select extract(epoch from t.expires_at - t.created_at)::int as secs, t.token_hash from password_reset_tokens t join employees e on e.id = t.employee_id where e.email = $1`,
      [company.owner.email],
    );
    expect(rows[0].secs).toBe(3600);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    expect((await ctx.call('GET', `/api/user/user/reset_password?token=${token}`)).statusCode).toBe(200);
    const weak = await ctx.call('POST', '/api/user/user/reset_password', { body: { token, password: 'password' } });
    expect(weak.statusCode).toBe(422);
    const ok = await ctx.call('POST', '/api/user/user/reset_password', { body: { token, password: STRONG } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ data: { message: ja.resetPassword.reset } });
    expect(ok.headers['access-token']).toBeUndefined();
    expect((await ctx.call('GET', '/api/profile', { headers: h })).statusCode).toBe(401);
    await ctx.signIn(company.owner.email, STRONG);
    const oldPassword = await ctx.call('POST', '/api/auth/sign_in', { body: { email: company.owner.email, password: PASSWORD } });
    expect(oldPassword.statusCode).toBe(401);

    const reused = await ctx.call('POST', '/api/user/user/reset_password', { body: { token, password: 'Another-Strong-77' } });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().errors).toEqual([ja.resetPassword.linkInvalid]);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await ctx.call('POST', '/api/auth/password', { body: { email: 'nobody@example.com', redirect_url: 'http://localhost:3000/user/reset_password/edit' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: ja.resetPassword.sent } });
    expect(await lastMail('nobody@example.com')).toBeUndefined();
  });

  it('stops an address after 20 requests in 15 minutes (429 in Japanese), known and unknown e-mails alike', async () => {
    const company = await ctx.makeCompany();
    const ip = '203.0.113.7';
    for (let i = 0; i < 20; i++) {
      const email = i % 2 === 0 ? `nobody-${i}@example.com` : company.owner.email;
      const res = await ctx.call('POST', '/api/auth/password', { ip, body: { email } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await ctx.call('POST', '/api/auth/password', { ip, body: { email: company.owner.email } });
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().errors).toEqual([ja.resetPassword.tooManyRequests]);
    expect(refused.headers['retry-after']).toBe('900');
    const elsewhere = await ctx.call('POST', '/api/auth/password', { ip: '203.0.113.8', body: { email: 'nobody@example.com' } });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a redirect_url on another origin (422) and sends nothing', async () => {
    const company = await ctx.makeCompany();
    for (const url of ['https://evil.example.com/user/reset_password/edit', 'http://localhost:3001/x', '//evil.example.com/x', 'javascript:alert(1)']) {
      const res = await ctx.call('POST', '/api/auth/password', { body: { email: company.owner.email, redirect_url: url } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors).toEqual([ja.resetPassword.redirectNotAllowed]);
    }
    expect(await lastMail(company.owner.email)).toBeUndefined();
    const bad = await ctx.call('POST', '/api/auth/password', { body: { email: 'not-an-address' } });
    expect(bad.json().fields.email).toEqual([ja.validation.email]);
  });

  it('an expired link answers 410; a newer mail replaces the older link', async () => {
    const company = await ctx.makeCompany();
    await ctx.call('POST', '/api/auth/password', { body: { email: company.owner.email } });
    const first = /token=([\w-]+)/.exec((await lastMail(company.owner.email))!.text_body)![1]!;
    await ctx.database.pool.query(`update password_reset_tokens set expires_at = now() - interval '1 second', created_at = now() - interval '2 hours'`);
    const expired = await ctx.call('POST', '/api/user/user/reset_password', { body: { token: first, password: STRONG } });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors).toEqual([ja.resetPassword.linkExpired]);
    expect((await ctx.call('GET', `/api/user/user/reset_password?token=${first}`)).statusCode).toBe(410);

    await ctx.call('POST', '/api/auth/password', { body: { email: company.owner.email } });
    const second = /token=([\w-]+)/.exec((await lastMail(company.owner.email))!.text_body)![1]!;
    expect(second).not.toBe(first);
    expect((await ctx.call('POST', '/api/user/user/reset_password', { body: { token: first, password: STRONG } })).statusCode).toBe(404);
    expect((await ctx.call('POST', '/api/user/user/reset_password', { body: { token: second, password: STRONG } })).statusCode).toBe(200);
  });
});

describe('PUT /api/auth/password (change) refuses common passwords too', () => {
  it('answers 422 on the password field', async () => {
    const company = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const res = await ctx.call('PUT', '/api/auth/password', {
      headers: h,
      body: { current_password: PASSWORD, password: 'iloveyou1', password_confirmation: 'iloveyou1' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.password).toEqual([ja.passwordPolicy.tooCommon]);
  });
});
