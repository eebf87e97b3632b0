/**
 * Direct database access for fixtures the journeys need (fresh employees, many unread notifications, expired tokens).
 * Table and column names follow apps/api/src/db/schema/*.ts.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { newCode } from '../../apps/api/src/lib/codes';

export const DEMO_PASSWORD = 'password1234';
export const demo = {
  owner: 'owner@example.com',
  admin: 'admin@example.com',
  general: 'general@example.com',
  viewer: 'viewer@example.com',
} as const;

export type Role = 'owner_administrator' | 'administrator' | 'general' | 'viewer';

function databaseUrl(): string {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set (e2e/global-setup.ts sets it)');
  return url;
}

export async function withDb<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export interface TestEmployee {
  id: number;
  companyId: number;
  email: string;
  password: string;
  name: string;
  role: Role;
}

/**
 * A new employee of デモ株式会社 (isolated notifications and devices per test). The password is the demo one:
 * the hash is copied from the demo owner.
 */
export async function createEmployee(role: Role, name = 'テスト 社員'): Promise<TestEmployee> {
  const suffix = randomBytes(5).toString('hex');
  const email = `e2e-${suffix}@example.com`;
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: number; company_id: number }>(
      `INSERT INTO employees (company_id, code, email, name, password_hash, role, department_id)
       SELECT company_id, $1, $2, $3, password_hash, $4, department_id FROM employees WHERE email = $5
       RETURNING id, company_id`,
      [newCode(), email, name, role, demo.owner],
    );
    const row = rows[0];
    if (!row) throw new Error('the demo owner is missing: was the demo company seeded?');
    return { id: row.id, companyId: row.company_id, email, password: DEMO_PASSWORD, name, role };
  });
}

export interface NotificationSeed {
  title: string;
  body?: string;
  read?: boolean;
  businessorCode?: string;
  contractCode?: string;
  activityGroupCode?: string;
  minutesAgo?: number;
}

export async function insertNotifications(employee: TestEmployee, seeds: NotificationSeed[]): Promise<number[]> {
  return withDb(async (db) => {
    const ids: number[] = [];
    for (const seed of seeds) {
      const createdAt = new Date(Date.now() - (seed.minutesAgo ?? 1) * 60_000).toISOString();
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO notifications
           (company_id, employee_id, title, body, read_at, created_at, activity_group_code, businessor_code, contract_code)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          employee.companyId,
          employee.id,
          seed.title,
          seed.body ?? '',
          seed.read ? createdAt : null,
          createdAt,
          seed.activityGroupCode ?? null,
          seed.businessorCode ?? null,
          seed.contractCode ?? null,
        ],
      );
      ids.push(rows[0]!.id);
    }
    return ids;
  });
}

export async function notificationReadAt(id: number): Promise<string | null> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ read_at: Date | null }>('SELECT read_at FROM notifications WHERE id = $1', [id]);
    return rows[0]?.read_at ? rows[0].read_at.toISOString() : null;
  });
}

/** A seeded worker and one of its contracts (codes used in notification links). */
export async function someContract(): Promise<{ businessorCode: string; contractCode: string; workerName: string; title: string }> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ worker_code: string; contract_code: string; full_name: string; title: string }>(
      `SELECT w.code AS worker_code, c.code AS contract_code, w.full_name, c.title
         FROM contracts c JOIN workers w ON w.id = c.worker_id
        ORDER BY c.id LIMIT 1`,
    );
    const row = rows[0];
    if (!row) throw new Error('no seeded contract');
    return { businessorCode: row.worker_code, contractCode: row.contract_code, workerName: row.full_name, title: row.title };
  });
}

/** Makes every token of the employee expire (as if 14 days had passed). */
export async function expireDevices(employee: TestEmployee): Promise<number> {
  return withDb(async (db) => {
    const result = await db.query(
      `UPDATE auth_devices SET expires_at = now() - interval '1 minute' WHERE employee_id = $1`,
      [employee.id],
    );
    return result.rowCount ?? 0;
  });
}

export async function employeeName(employee: TestEmployee): Promise<string | null> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ name: string }>('SELECT name FROM employees WHERE id = $1', [employee.id]);
    return rows[0]?.name ?? null;
  });
}

export interface PortalWorker {
  email: string;
  password: string;
  name: string;
  workerCode: string;
}

/**
 * A registered worker of デモ株式会社 with its own worker-portal account (as an accepted invitation leaves it), so a
 * journey can sign in at /portal/login without the invitation mail. The password is the demo one: the hash is copied
 * from the demo worker account.
 */
export async function createPortalWorker(name: string): Promise<PortalWorker> {
  const suffix = randomBytes(5).toString('hex');
  const email = `e2e-worker-${suffix}@example.com`;
  return withDb(async (db) => {
    const { rows: accounts } = await db.query<{ id: number }>(
      `INSERT INTO worker_accounts (email, password_hash, name)
       SELECT $1, password_hash, $2 FROM worker_accounts WHERE email = 'worker@example.com' RETURNING id`,
      [email, name],
    );
    const account = accounts[0];
    if (!account) throw new Error('the demo worker account is missing: was the demo company seeded?');
    const workerCode = newCode();
    await db.query(
      `INSERT INTO workers (company_id, code, full_name, search_text, email, status, account_id)
       SELECT company_id, $1, $2, $2, $3, 'active', $4 FROM employees WHERE email = $5`,
      [workerCode, name, email, account.id, demo.owner],
    );
    await db.query(`INSERT INTO worker_account_profiles (account_id, full_name) VALUES ($1, $2)`, [account.id, name]);
    return { email, password: DEMO_PASSWORD, name, workerCode };
  });
}
