/**
 * The company a piece of work runs for, carried through async calls. The request pool (db/client.ts) reads it when a
 * connection is taken and sets PostgreSQL's `app.company_id` to it, which the row-level security policies
 * (drizzle/0016_row_level_security.sql) compare every tenant row with. Outside a scope the setting is empty and the
 * policies let everything through (sign-in, the worker portal, link pages, jobs): those are scoped by their own keys.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const scope = new AsyncLocalStorage<{ companyId: number; actorName: string | null }>();

/**
 * Runs `fn` (and everything it starts) as `companyId`: its queries see that company's rows only. `actorName` (the
 * signed-in employee) goes to PostgreSQL as `app.actor_name`, which the 電子帳簿保存法 triggers record with a version.
 */
export function withCompanyScope<T>(companyId: number, fn: () => T, actorName: string | null = null): T {
  return scope.run({ companyId, actorName }, fn);
}

/** The person of the current scope (app.actor_name), or null. */
export function scopedActorName(): string | null {
  return scope.getStore()?.actorName ?? null;
}

/** The company of the current scope, or null outside one. */
export function scopedCompanyId(): number | null {
  return scope.getStore()?.companyId ?? null;
}
