/**
 * The one session layer for employees and worker accounts (issue #20 item 2): signed-in devices and single-use
 * password-reset links, each a factory over its tables. The owning repositories make one instance each
 * (`employees.repository#employeeDevices`, `users.repository#employeeResetLinks`, `worker-accounts.repository#workerDevices`
 * and `#workerResetLinks`), so every rule below exists once and a security fix lands on both sides.
 *
 * Devices: a 256-bit random token stored only as its SHA-256, found by the random client id alone, live until
 * `TOKEN_LIFETIME_SECONDS` after sign-in and while used within `IDLE_TIMEOUT_SECONDS`; at most `MAX_DEVICES` per
 * owner (the oldest are signed out). Reset links: 256-bit, hashed, single use, expiring; a new one replaces the
 * owner's unused ones.
 */
import { randomBytes } from 'node:crypto';
import { getTableName, sql, type Table } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { prepared, type Db, type Queryable } from '../db/client';
import { intArray } from '../db/sql-helpers';
import { HttpError, notFound } from './errors';
import { sessionCacheOf } from './session-cache';
import { hashToken, newToken, tokenMatches } from './tokens';

const TOKEN_LIFETIME_SECONDS = 14 * 24 * 60 * 60;
const MAX_DEVICES = 10;

/**
 * A device unused this long is signed out (issue #8 item 3; docs/decisions.md). last_used_at is written at most once a
 * minute, so the effective timeout is between IDLE_TIMEOUT_SECONDS − 60 s and IDLE_TIMEOUT_SECONDS.
 */
export const IDLE_TIMEOUT_SECONDS = 30 * 60;
/** last_used_at is written when it is older than this */
const TOUCH_SECONDS = 60;

export type AuthHeaders = Record<'access-token' | 'client' | 'uid' | 'token-type' | 'expiry', string>;

function authHeaders(token: string, client: string, uid: string, expiresAt: Date): AuthHeaders {
  return {
    'access-token': token,
    client,
    uid,
    'token-type': 'Bearer',
    expiry: String(Math.floor(expiresAt.getTime() / 1000)),
  };
}

/** The token headers a request presents (each already checked to be a short non-empty string). */
export type TokenHeaders = { token: string; client: string; uid: string };

/** What the device look-up answers for any owner; the owner adds its own columns (at least its e-mail). */
type DeviceRow = {
  deviceId: number;
  tokenHash: string;
  /** seconds since the epoch */
  expiresAt: number;
  /** last_used_at is more than a minute old: record this use */
  touch: boolean;
  /** seconds since last_used_at (before this use) */
  idleSeconds: number;
  email: string;
};

/**
 * Whether the device found by the client header belongs to these headers: the token matches its hash (constant time)
 * and the uid header is the e-mail the device signed in with (case-insensitively, as sign-in compares).
 */
function deviceMatches<T extends { tokenHash: string; email: string }>(row: T | undefined, input: { token: string; uid: string }): row is T {
  return !!row && tokenMatches(input.token, row.tokenHash) && row.email.toLowerCase() === input.uid.toLowerCase();
}

type DeviceTables = {
  /** names the two prepared statements `<name>_find_device` and `<name>_touch_device` */
  name: string;
  devices: Table;
  /** the devices' column naming their owner (employee_id, account_id) */
  owner: PgColumn;
  /**
   * SQL text completing the look-up of a device `d`: the owner's select list (must answer `email`), its joins and an
   * optional extra condition (an employee must not be suspended). Constant text, never input.
   */
  find: { select: string; join: string; where?: string };
};

/** Signed-in devices over one device table. */
export function deviceSessions<Owner extends { email: string }>(tables: DeviceTables) {
  const table = sql.identifier(getTableName(tables.devices));
  const owner = sql.identifier(tables.owner.name);
  const findText = `select d.id as "deviceId", d.token_hash as "tokenHash", extract(epoch from d.expires_at)::int8 as "expiresAt",
            d.last_used_at < now() - interval '${TOUCH_SECONDS} seconds' as "touch",
            extract(epoch from now() - d.last_used_at)::float8 as "idleSeconds", ${tables.find.select}
       from ${getTableName(tables.devices)} d ${tables.find.join}
      where d.client_id = $1 and d.expires_at > now() and d.last_used_at > now() - make_interval(secs => $2)${tables.find.where ? ` and ${tables.find.where}` : ''}
      limit 2`;
  const touchText = `update ${getTableName(tables.devices)} set last_used_at = now() where id = $1`;

  return {
    /**
     * The device and owner the token headers name, if live: not expired, used within the idle timeout, the token
     * matching its hash and the uid its owner's address. Looked up by client id alone (random 128 bits, indexed) in
     * one prepared statement — or, when this instance verified the device lately and nothing has changed since, taken
     * from its session cache (lib/session-cache.ts), with the same checks of token, uid and expiry. The last use is
     * written at most once a minute, and the cache never holds a device past that minute.
     */
    async authenticate(db: Db, input: TokenHeaders): Promise<{ row: DeviceRow & Owner; headers: AuthHeaders } | null> {
      const cache = sessionCacheOf(db);
      const held = cache?.get<DeviceRow & Owner>(tables.name, input.client);
      if (held && held.expiresAt * 1000 > Date.now()) {
        return deviceMatches(held, input) ? { row: held, headers: authHeaders(input.token, input.client, held.email, new Date(held.expiresAt * 1000)) } : null;
      }
      const epoch = cache?.epoch ?? 0;
      const rows = await prepared<DeviceRow & Owner>(db, `${tables.name}_find_device`, findText, [input.client, IDLE_TIMEOUT_SECONDS]);
      // Client ids are random; two devices with one id would be a bug or an attack — trust neither.
      const row = rows.length === 1 ? rows[0] : undefined;
      if (!deviceMatches(row, input)) return null;
      if (row.touch) await prepared(db, `${tables.name}_touch_device`, touchText, [row.deviceId]);
      // held until the next last-use write is due (a minute after the one recorded), and not past the expiry
      const usedSecondsAgo = row.touch ? 0 : row.idleSeconds;
      cache?.put(tables.name, input.client, { ...row, touch: false }, epoch, Math.min((TOUCH_SECONDS - usedSecondsAgo) * 1000, row.expiresAt * 1000 - Date.now()));
      // The same headers go back on every authenticated answer (the client replaces what it stores).
      return { row, headers: authHeaders(input.token, input.client, row.email, new Date(row.expiresAt * 1000)) };
    },

    /** A new signed-in device of the owner (the oldest beyond MAX_DEVICES are signed out); answers the token headers. */
    async start(db: Queryable, ownerOf: { id: number; email: string }, userAgent: string | null): Promise<AuthHeaders> {
      const token = newToken();
      const client = randomBytes(16).toString('base64url');
      const expiresAt = new Date(Date.now() + TOKEN_LIFETIME_SECONDS * 1000);
      await db.execute(sql`
        insert into ${table} (${owner}, client_id, token_hash, expires_at, user_agent)
        values (${ownerOf.id}, ${client}, ${hashToken(token)}, ${expiresAt.toISOString()}, ${userAgent?.slice(0, 300) ?? null})`);
      await db.execute(sql`
        delete from ${table} where id in (
          select id from ${table} where ${owner} = ${ownerOf.id} order by created_at desc, id desc offset ${MAX_DEVICES})`);
      return authHeaders(token, client, ownerOf.email, expiresAt);
    },

    /** Signs this one device out. */
    async end(db: Queryable, deviceId: number) {
      await db.execute(sql`delete from ${table} where id = ${deviceId}`);
    },

    /** Signs the owners out of every device, or of every device but `exceptDeviceId`. */
    async revokeAll(db: Queryable, ownerIds: number | readonly number[], exceptDeviceId?: number) {
      const ids = typeof ownerIds === 'number' ? [ownerIds] : ownerIds;
      if (ids.length === 0) return;
      const except = exceptDeviceId === undefined ? sql`` : sql` and id <> ${exceptDeviceId}`;
      await db.execute(sql`delete from ${table} where ${owner} = any(${intArray(ids)})${except}`);
    },

    async deleteExpired(db: Queryable) {
      await db.execute(sql`delete from ${table} where expires_at <= now()`);
    },
  };
}

type ResetLinkTables = {
  tokens: Table;
  /** the tokens' column naming their owner (employee_id, account_id) */
  owner: PgColumn;
  /** the owners' table, whose `id`, `email` and `name` the link answers */
  owners: Table;
};

type ResetLinkRow = { id: number; ownerId: number; expiresAt: string; usedAt: string | null; email: string; name: string | null };

/** Single-use, expiring password-reset links over one token table. */
export function resetLinks(tables: ResetLinkTables) {
  const table = sql.identifier(getTableName(tables.tokens));
  const owner = sql.identifier(tables.owner.name);
  const owners = sql.identifier(getTableName(tables.owners));

  return {
    /** Whether a link was issued to the owner within the last `seconds` (one mail a minute at most). */
    async recentExists(db: Queryable, ownerId: number, seconds: number): Promise<boolean> {
      const { rows } = await db.execute(
        sql`select 1 from ${table} where ${owner} = ${ownerId} and created_at > now() - make_interval(secs => ${seconds}) limit 1`,
      );
      return rows.length > 0;
    },

    /** A new link (answers its token, stored only hashed); the owner's earlier unused links stop working. */
    async issue(db: Queryable, ownerId: number, lifetimeSeconds: number): Promise<string> {
      const token = newToken();
      await db.execute(sql`delete from ${table} where ${owner} = ${ownerId} and used_at is null`);
      await db.execute(sql`
        insert into ${table} (${owner}, token_hash, expires_at)
        values (${ownerId}, ${hashToken(token)}, now() + make_interval(secs => ${lifetimeSeconds}))`);
      return token;
    },

    /** The link a presented token names, with its owner's address and name; not checked for use or expiry. */
    async find(db: Queryable, token: string): Promise<ResetLinkRow | undefined> {
      const { rows } = await db.execute<ResetLinkRow>(sql`
        select t.id, t.${owner} as "ownerId", t.expires_at as "expiresAt", t.used_at as "usedAt", o.email, o.name
          from ${table} t join ${owners} o on o.id = t.${owner}
         where t.token_hash = ${hashToken(token)}
         limit 1`);
      return rows[0];
    },

    /** Marks the link used; false when another request used it first or it expired (single use even under a race). */
    async consume(db: Queryable, id: number): Promise<boolean> {
      const { rows } = await db.execute(
        sql`update ${table} set used_at = now() where id = ${id} and used_at is null and expires_at > now() returning id`,
      );
      return rows.length === 1;
    },

    /** Every other link of the owner stops working (after one was used). */
    async deleteOthers(db: Queryable, ownerId: number, keepId: number) {
      await db.execute(sql`delete from ${table} where ${owner} = ${ownerId} and id <> ${keepId}`);
    },
  };
}

/** An expired link: 410 Gone, so the page can say "expired" rather than "unknown". */
export const linkExpired = (message: string) => new HttpError(410, 'LINK_EXPIRED', [message]);
export const isPast = (instant: string) => new Date(instant).getTime() <= Date.now();

/** A link row that may still be used: unknown or used → 404 `invalid`; past its expiry → 410 `expired`. */
export function liveLink<T extends { usedAt: string | null; expiresAt: string }>(row: T | undefined, messages: { invalid: string; expired: string }): T {
  if (!row || row.usedAt) throw notFound(messages.invalid);
  if (isPast(row.expiresAt)) throw linkExpired(messages.expired);
  return row;
}
