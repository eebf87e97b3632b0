import { createHash, randomBytes } from 'node:crypto';
import { ja } from '@app/shared/messages/ja';
import type { SlackCallbackBody, WebhookDeliveryWire } from '@app/shared/slack';
import type { Db } from '../../../db/client';
import type { SlackConfig } from '../../../env';
import type { AuthContext } from '../../../lib/auth-context';
import { invalid, notFound } from '../../../lib/errors';
import type { MyNumberCipher } from '../../../lib/my-number-crypto';
import * as repo from './slack.repository';

const m = ja.slack;
const STATE_TTL_MS = 10 * 60 * 1000;
const TOKEN_TIMEOUT_MS = 5_000;
/** sealSecret's purpose for the stored access token (bound as AAD) */
const SLACK_TOKEN_PURPOSE = 'slack-access-token';
const SLACK_CALLBACK_PATH = '/slack/omniauth_callbacks';

export type SlackDeps = { config: SlackConfig; appUrl: string; cipher: MyNumberCipher };

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');
const configured = (c: SlackConfig): c is SlackConfig & { clientId: string; clientSecret: string } => Boolean(c.clientId && c.clientSecret);

export async function status(db: Db, auth: AuthContext, config: SlackConfig) {
  const row = await repo.connectionOf(db, auth.companyId);
  return {
    data: {
      configured: configured(config),
      connection: row ? { team_name: row.teamName, connected_at: new Date(row.connectedAt).toISOString(), connected_by_name: row.connectedByName } : null,
    },
  };
}

/** A one-use state (its SHA-256 kept 10 minutes, bound to the employee) and Slack's authorize URL carrying it. */
export async function authorize(db: Db, auth: AuthContext, deps: SlackDeps, now = new Date()) {
  const { config } = deps;
  if (!configured(config)) throw invalid({ slack: [m.errors.notConfigured] });
  const state = randomBytes(32).toString('base64url');
  await repo.pruneOauthStates(db, auth.companyId, now);
  await repo.insertOauthState(db, { companyId: auth.companyId, employeeId: auth.employeeId, stateHash: sha256(state), expiresAt: new Date(now.getTime() + STATE_TTL_MS) });
  const url = new URL(config.authorizeUrl);
  url.searchParams.set('client_id', config.clientId);
  url.searchParams.set('scope', config.scopes);
  url.searchParams.set('redirect_uri', deps.appUrl + SLACK_CALLBACK_PATH);
  url.searchParams.set('state', state);
  return { data: { url: url.toString() } };
}

type TokenAnswer = { ok?: unknown; access_token?: unknown; scope?: unknown; team?: { id?: unknown; name?: unknown } | null };

/** Exchanges the code at the token URL (5 s); a refusal or an unusable answer is a 422 that does not echo Slack. */
async function exchangeCode(deps: SlackDeps & { config: { clientId: string; clientSecret: string } }, code: string) {
  const form = new URLSearchParams({ client_id: deps.config.clientId, client_secret: deps.config.clientSecret, code, redirect_uri: deps.appUrl + SLACK_CALLBACK_PATH });
  let answer: TokenAnswer;
  try {
    const res = await fetch(deps.config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      redirect: 'error',
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
    });
    if (!res.ok) throw invalid({ slack: [m.errors.refused] });
    answer = (await res.json()) as TokenAnswer;
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw invalid({ slack: [m.errors.unreachable] });
  }
  const team = answer.team;
  if (answer.ok !== true || typeof answer.access_token !== 'string' || !answer.access_token || typeof team?.id !== 'string' || typeof team.name !== 'string') {
    throw invalid({ slack: [m.errors.refused] });
  }
  return { token: answer.access_token, teamId: team.id, teamName: team.name, scope: typeof answer.scope === 'string' ? answer.scope : null };
}

/** Completes the connection: the state must be this employee's, unused and unexpired; the token is stored sealed. */
export async function callback(db: Db, auth: AuthContext, deps: SlackDeps, body: SlackCallbackBody, now = new Date()) {
  const { config } = deps;
  if (!configured(config)) throw invalid({ slack: [m.errors.notConfigured] });
  const fresh = await repo.consumeOauthState(db, { companyId: auth.companyId, employeeId: auth.employeeId, stateHash: sha256(body.state), now });
  if (!fresh) throw invalid({ state: [m.errors.invalidState] });
  const answer = await exchangeCode({ ...deps, config }, body.code);
  await repo.upsertConnection(db, {
    companyId: auth.companyId,
    teamId: answer.teamId,
    teamName: answer.teamName,
    accessTokenSealed: deps.cipher.sealSecret(answer.token, SLACK_TOKEN_PURPOSE),
    scope: answer.scope,
    connectedById: auth.employeeId,
  });
  return { data: { team_name: answer.teamName } };
}

export async function disconnect(db: Db, auth: AuthContext) {
  await repo.deleteConnection(db, auth.companyId);
}

/** A contract's latest 20 webhook deliveries (another company's contract: 404). */
export async function deliveries(db: Db, auth: AuthContext, contractCode: string): Promise<{ data: WebhookDeliveryWire[] }> {
  const contract = await repo.findContract(db, auth.companyId, contractCode);
  if (!contract) throw notFound(ja.api.notFound);
  const rows = await repo.latestDeliveries(db, auth.companyId, contract.id, 20);
  const iso = (v: string | null) => (v === null ? null : new Date(v).toISOString());
  return {
    data: rows.map((r) => ({
      kind: r.kind,
      status: r.status as WebhookDeliveryWire['status'],
      attempts: r.attempts,
      last_error: r.lastError,
      created_at: new Date(r.createdAt).toISOString(),
      sent_at: iso(r.sentAt),
      failed_at: iso(r.failedAt),
    })),
  };
}

/**
 * Slack's incoming-webhook JSON for a month of 稼働 submitted, approved or sent back: the worker's name, the month, the
 * hours and the contract, with a link to the company's page of the month — no amounts, no personal data beyond the name.
 */
export function timeTrackingMessage(m2: {
  event: 'submitted' | 'approved' | 'returned';
  workerName: string;
  monthText: string;
  hours: string;
  contractTitle: string;
  url: string;
}): Record<string, unknown> {
  const headline = m.webhook[m2.event](escapeSlack(m2.workerName), m2.monthText, m2.hours);
  const text = `${headline}\n${m.webhook.contract(escapeSlack(m2.contractTitle))}\n<${m2.url}|${m.webhook.open}>`;
  return {
    text,
    blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }],
  };
}

/** Slack's mrkdwn control characters in a name or title (&, <, >) as its entities. */
function escapeSlack(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
