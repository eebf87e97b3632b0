/**
 * Slack (issue #23) against local servers, never the internet: a month submitted in the portal reaches a local HTTP
 * receiver once (even with two delivery workers) with the worker's name and hours; a receiver answering 500 is retried
 * on the backoff clock and finally marked failed with one bell notification; a private address is refused without a
 * request; a contract without a URL posts nothing; the company sees the latest delivery. OAuth against a local fake
 * token server: the authorize URL, the state rules, the sealed token, Slack's refusal, GET/DELETE, admins only.
 */
import http from 'node:http';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { contracts } from '../../../db/schema/contracts';
import { notifications } from '../../../db/schema/notifications';
import { slackConnections, slackOauthStates, webhookDeliveries } from '../../../db/schema/slack';
import { useTestApp, type AuthHeaders, type TestCompany } from '../../../../test/helpers';
import { workerPortalFixtures } from '../../../../test/worker-portal-helpers';
import { isBlockedAddress, WebhookWorker, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_SECONDS } from './webhook-worker';

type Hit = { path: string; body: string };

/** A local HTTP server: records each request and answers `status()`. */
async function startReceiver(status: () => number = () => 200) {
  const hits: Hit[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      hits.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString('utf8') });
      const answer = route(req.url ?? '', Buffer.concat(chunks).toString('utf8'));
      res.writeHead(answer?.status ?? status(), { 'content-type': 'application/json' });
      res.end(answer ? JSON.stringify(answer.json) : 'ok');
    });
  });
  let route: (path: string, body: string) => { status: number; json: unknown } | null = () => null;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    hits,
    setRoute: (fn: typeof route) => {
      route = fn;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const receiver = await startReceiver();
const failing = await startReceiver(() => 500);
const slack = await startReceiver();

const ctx = useTestApp({
  slack: {
    clientId: 'client-123',
    clientSecret: 'secret-456',
    authorizeUrl: 'https://slack.example/oauth/v2/authorize',
    tokenUrl: `${slack.base}/api/oauth.v2.access`,
    scopes: 'incoming-webhook,chat:write',
  },
});
const portal = workerPortalFixtures(ctx);
const silent = pino({ level: 'silent' });

let company: TestCompany;
let owner: AuthHeaders;
let worker: AuthHeaders;
let workerCode: string;
let contract: { id: number; code: string };

const portal$ = (code: string) => `/api/v2/worker/time_tracking_projects/${code}`;

async function setWebhook(id: number, url: string | null) {
  await ctx.database.db.update(contracts).set({ isEnableTimeTracking: true, timeTrackingSlackWebhookUrl: url }).where(eq(contracts.id, id));
}

async function recordAndSubmit(code: string, month: number) {
  const date = `2026-${String(month).padStart(2, '0')}-01`;
  const rec = await ctx.call('POST', `${portal$(code)}/records`, { headers: worker, body: { work_date: date, kind: 'clock', start: '9:00', end: '17:30', breaks: [] } });
  expect(rec.statusCode, rec.body).toBe(201);
  const res = await ctx.call('POST', `${portal$(code)}/reports/submit`, { headers: worker, body: { year: 2026, month } });
  expect(res.statusCode, res.body).toBe(200);
}

/** A clock a second ahead: a row written just now is due (the database's now() has microseconds, Date has not). */
const soon = () => new Date(Date.now() + 1000);
const deliveriesOf = (contractId: number) => ctx.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.contractId, contractId));

beforeAll(async () => {
  company = await ctx.makeCompany('スラック株式会社');
  owner = await ctx.signIn(company.owner.email);
  const invited = await portal.invite(company, undefined, { full_name: '田中 健太', full_namekana: 'タナカ ケンタ' });
  worker = await portal.accept(invited.token, { full_name: '田中 健太', full_namekana: 'タナカ ケンタ' });
  workerCode = invited.workerCode;
  const [first] = await ctx.database.db.select({ id: contracts.id, code: contracts.code }).from(contracts).where(eq(contracts.workerId, invited.workerId));
  contract = first!;
});

afterAll(async () => {
  await Promise.all([receiver.close(), failing.close(), slack.close()]);
});

describe('webhooks', () => {
  it('a submitted month reaches the receiver once, even with two delivery workers; the save did not wait for it', async () => {
    await setWebhook(contract.id, `${receiver.base}/services/T000/B000/xyz`);
    await recordAndSubmit(contract.code, 6);
    expect(receiver.hits).toHaveLength(0);

    const workers = [1, 2, 3].map(() => new WebhookWorker({ db: ctx.database.db, log: silent, allowPrivate: true }));
    const sent = await Promise.all(workers.map((w) => w.runOnce(soon())));
    expect(sent.reduce((s, n) => s + n, 0)).toBe(1);
    expect(receiver.hits).toHaveLength(1);
    expect(receiver.hits[0]!.path).toBe('/services/T000/B000/xyz');
    const text = (JSON.parse(receiver.hits[0]!.body) as { text: string }).text;
    expect(text).toContain('田中 健太さんが2026年6月の稼働（8:30）を提出しました');
    expect(text).toContain(`/worker/${workerCode}/working_record_project/${contract.code}?year=2026&month=6`);

    const res = await ctx.call('GET', `/api/v2/employee/contracts/${contract.code}/webhook_deliveries`, { headers: owner });
    expect(res.statusCode, res.body).toBe(200);
    const [latest] = res.json().data;
    expect(latest).toMatchObject({ kind: 'slack_time_tracking', status: 'sent', attempts: 1, last_error: null });
    expect(res.body).not.toContain(receiver.base);
  });

  it('approval and 差戻し post too; a contract without a URL posts nothing', async () => {
    const company$ = `/api/v2/employee/businessors/${workerCode}/time_tracking_projects/${contract.code}`;
    const approved = await ctx.call('POST', `${company$}/reports/approve`, { headers: owner, body: { year: 2026, month: 6 } });
    expect(approved.statusCode, approved.body).toBe(200);
    await recordAndSubmit(contract.code, 7);
    const returned = await ctx.call('POST', `${company$}/reports/return`, { headers: owner, body: { year: 2026, month: 7, comment: '確認してください' } });
    expect(returned.statusCode, returned.body).toBe(200);
    await new WebhookWorker({ db: ctx.database.db, log: silent, allowPrivate: true }).runOnce(soon());
    const texts = receiver.hits.map((h) => (JSON.parse(h.body) as { text: string }).text.split('\n')[0]);
    expect(texts.slice(1)).toEqual([
      '田中 健太さんの2026年6月の稼働（8:30）を承認しました',
      '田中 健太さんが2026年7月の稼働（8:30）を提出しました',
      '田中 健太さんの2026年7月の稼働（8:30）を差し戻しました',
    ]);

    await setWebhook(contract.id, null);
    const before = receiver.hits.length;
    const rows = (await deliveriesOf(contract.id)).length;
    await recordAndSubmit(contract.code, 8);
    await new WebhookWorker({ db: ctx.database.db, log: silent, allowPrivate: true }).runOnce(soon());
    expect(receiver.hits.length).toBe(before);
    expect((await deliveriesOf(contract.id)).length).toBe(rows);
  });

  it('a receiver answering 500 is retried on the backoff, then failed with one bell notification per administrator', async () => {
    const admin = await company.addEmployee('administrator');
    const other = await ctx.makeCompany();
    const w = await company.addWorker({ fullName: '佐藤 花子' });
    const c = await company.addContract(w.id, '保守契約');
    await setWebhook(c.id, `${failing.base}/hook`);
    await ctx.database.db.insert(webhookDeliveries).values({ companyId: company.id, contractId: c.id, kind: 'slack_time_tracking', url: `${failing.base}/hook`, payload: { text: 'x' } });

    const worker$ = new WebhookWorker({ db: ctx.database.db, log: silent, allowPrivate: true });
    let now = soon();
    await worker$.runOnce(now);
    expect(failing.hits).toHaveLength(1);
    // not due before its backoff
    await worker$.runOnce(new Date(now.getTime() + 59_000));
    expect(failing.hits).toHaveLength(1);
    for (const seconds of WEBHOOK_RETRY_SECONDS) {
      now = new Date(now.getTime() + seconds * 1000);
      await worker$.runOnce(now);
    }
    expect(failing.hits).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    const [row] = await deliveriesOf(c.id);
    expect(row).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, lastError: '500' });
    expect(row!.failedAt).not.toBeNull();
    await worker$.runOnce(new Date(now.getTime() + 86_400_000));
    expect(failing.hits).toHaveLength(WEBHOOK_MAX_ATTEMPTS);

    const title = ja.slack.deliveryFailedTitle('保守契約');
    const bells = await ctx.database.db.select().from(notifications).where(eq(notifications.title, title));
    expect(bells.map((n) => n.employeeId).sort()).toEqual([company.owner.id, admin.id].sort());
    expect(bells.every((n) => n.companyId === company.id && n.contractCode === c.code)).toBe(true);
    expect(bells.some((n) => n.employeeId === other.owner.id)).toBe(false);

    const res = await ctx.call('GET', `/api/v2/employee/contracts/${c.code}/webhook_deliveries`, { headers: owner });
    expect(res.json().data[0]).toMatchObject({ status: 'failed', last_error: '500' });
  });

  it('a webhook to 127.0.0.1 without WEBHOOK_ALLOW_PRIVATE fails at once as blocked_address, without a request', async () => {
    const w = await company.addWorker({ fullName: '鈴木 一郎' });
    const c = await company.addContract(w.id, '社内宛て');
    const before = receiver.hits.length;
    await ctx.database.db.insert(webhookDeliveries).values({ companyId: company.id, contractId: c.id, kind: 'slack_time_tracking', url: `${receiver.base}/internal`, payload: { text: 'x' } });
    await new WebhookWorker({ db: ctx.database.db, log: silent, allowPrivate: false }).runOnce(soon());
    expect(receiver.hits.length).toBe(before);
    const [row] = await deliveriesOf(c.id);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, lastError: 'blocked_address' });
  });

  it('refuses loopback, private, link-local and unique-local addresses of both families, and only those', () => {
    const refused = ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1'];
    const allowed = ['52.192.0.1', '8.8.8.8', '2600:1f18::1', '::ffff:52.192.0.1'];
    expect(refused.filter((a) => !isBlockedAddress(a))).toEqual([]);
    expect(allowed.filter((a) => isBlockedAddress(a))).toEqual([]);
  });

  it("another company's contract is 404", async () => {
    const other = await ctx.makeCompany();
    const res = await ctx.call('GET', `/api/v2/employee/contracts/${contract.code}/webhook_deliveries`, { headers: await ctx.signIn(other.owner.email) });
    expect(res.statusCode).toBe(404);
  });
});

describe('OAuth connection', () => {
  const stateOf = (url: string) => new URL(url).searchParams.get('state')!;
  const authorize = async (headers = owner) => {
    const res = await ctx.call('POST', '/api/v2/employee/slack/authorize', { headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.url as string;
  };

  it('the authorize URL carries the client, the scopes, the callback and a state', async () => {
    const url = new URL(await authorize());
    expect(url.origin + url.pathname).toBe('https://slack.example/oauth/v2/authorize');
    expect(url.searchParams.get('client_id')).toBe('client-123');
    expect(url.searchParams.get('scope')).toBe('incoming-webhook,chat:write');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/slack/omniauth_callbacks');
    expect(url.searchParams.get('state')!.length).toBeGreaterThanOrEqual(43);
  });

  it('refuses a wrong, expired, used or another employee’s state with 422', async () => {
    slack.setRoute(() => ({ status: 200, json: { ok: true, access_token: 'xoxb-secret-token', scope: 'incoming-webhook', team: { id: 'T1', name: 'デモ' } } }));
    const wrong = await ctx.call('POST', '/api/v2/employee/slack/callback', { headers: owner, body: { code: 'c', state: 'nope' } });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual([ja.slack.errors.invalidState]);

    const admin = await company.addEmployee('administrator');
    const adminHeaders = await ctx.signIn(admin.email);
    const theirs = stateOf(await authorize(adminHeaders));
    expect((await ctx.call('POST', '/api/v2/employee/slack/callback', { headers: owner, body: { code: 'c', state: theirs } })).statusCode).toBe(422);

    const expired = stateOf(await authorize());
    await ctx.database.db.update(slackOauthStates).set({ expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect((await ctx.call('POST', '/api/v2/employee/slack/callback', { headers: owner, body: { code: 'c', state: expired } })).statusCode).toBe(422);
    expect(await ctx.database.db.select().from(slackConnections)).toHaveLength(0);
  });

  it("Slack's refusal is a 422 that does not echo Slack's error", async () => {
    slack.setRoute(() => ({ status: 200, json: { ok: false, error: 'invalid_code' } }));
    const res = await ctx.call('POST', '/api/v2/employee/slack/callback', { headers: owner, body: { code: 'bad', state: stateOf(await authorize()) } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([ja.slack.errors.refused]);
    expect(res.body).not.toContain('invalid_code');
  });

  it('a good callback stores the connection with the token sealed; GET shows the team; a state works once; DELETE removes it', async () => {
    slack.setRoute((path, body) => {
      const form = new URLSearchParams(body);
      const good = path === '/api/oauth.v2.access' && form.get('client_id') === 'client-123' && form.get('client_secret') === 'secret-456' && form.get('code') === 'good-code';
      return good
        ? { status: 200, json: { ok: true, access_token: 'xoxb-secret-token', scope: 'incoming-webhook,chat:write', team: { id: 'T123', name: 'デモワークスペース' } } }
        : { status: 200, json: { ok: false, error: 'invalid_code' } };
    });
    const state = stateOf(await authorize());
    const res = await ctx.call('POST', '/api/v2/employee/slack/callback', { headers: owner, body: { code: 'good-code', state } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { team_name: 'デモワークスペース' } });
    const [stored] = await ctx.database.db.select().from(slackConnections);
    expect(stored!.accessTokenSealed).not.toContain('xoxb-secret-token');
    expect(stored!.accessTokenSealed).toMatch(/^s1\./);

    const again = await ctx.call('POST', '/api/v2/employee/slack/callback', { headers: owner, body: { code: 'good-code', state } });
    expect(again.statusCode).toBe(422);

    const status = await ctx.call('GET', '/api/v2/employee/slack', { headers: owner });
    expect(status.json().data).toMatchObject({ configured: true, connection: { team_name: 'デモワークスペース', connected_by_name: expect.any(String) } });
    expect(status.body).not.toContain('xoxb');

    expect((await ctx.call('DELETE', '/api/v2/employee/slack', { headers: owner })).statusCode).toBe(204);
    expect((await ctx.call('GET', '/api/v2/employee/slack', { headers: owner })).json().data.connection).toBeNull();
  });

  it('is for administrators only', async () => {
    const general = await company.addEmployee('general');
    const headers = await ctx.signIn(general.email);
    expect((await ctx.call('GET', '/api/v2/employee/slack', { headers })).statusCode).toBe(403);
    expect((await ctx.call('POST', '/api/v2/employee/slack/authorize', { headers })).statusCode).toBe(403);
    expect((await ctx.call('DELETE', '/api/v2/employee/slack', { headers })).statusCode).toBe(403);
  });
});
