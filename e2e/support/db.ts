/**
 * Database access for fixtures the journeys need (fresh employees, many unread notifications, expired tokens). Rows
 * are written through the owning repositories of apps/api (`withRepositories`), as the app writes them; the few raw
 * reads and the device expiry (`withDb`) follow apps/api/src/db/schema/*.ts.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connect, type Db, type Queryable } from '../../apps/api/src/db/client';
import { hashPassword } from '../../apps/api/src/lib/passwords';
import { updateRequiredEntries } from '../../apps/api/src/modules/identity/companies/companies.repository';
import { findEmployee, insertEmployee } from '../../apps/api/src/modules/identity/employees/employees.repository';
import { insertNotifications as insertEmployeeNotifications } from '../../apps/api/src/modules/platform/notifications/notifications.repository';
import { findActiveEmployeeByEmail } from '../../apps/api/src/modules/identity/users/users.repository';
import { findAccountByEmail, insertAccount } from '../../apps/api/src/modules/identity/worker-accounts/worker-accounts.repository';
import { findProfileBundle, upsertBank, upsertProfile } from '../../apps/api/src/modules/partners/worker-profile/worker-profile.repository';
import { insertWorker } from '../../apps/api/src/modules/partners/workers/workers.repository';

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

/** Runs `fn` with a Drizzle connection of its own (closed afterwards), for fixtures written through the repositories. */
export async function withRepositories<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const database = connect(databaseUrl(), 1);
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

/** The demo owner's row (company, department): was the demo company seeded? */
async function demoOwner(db: Queryable) {
  const found = await findActiveEmployeeByEmail(db, demo.owner);
  const owner = found && (await findEmployee(db, found.companyId, { id: found.id }));
  if (!found || !owner) throw new Error('the demo owner is missing: was the demo company seeded?');
  return { companyId: found.companyId, departmentId: owner.departmentId };
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
 * A new employee of デモ株式会社 in the demo owner's department (isolated notifications and devices per test). The
 * password is the demo one.
 */
export async function createEmployee(role: Role, name = 'テスト 社員'): Promise<TestEmployee> {
  const suffix = randomBytes(5).toString('hex');
  const email = `e2e-${suffix}@example.com`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withRepositories(async (db) => {
    const { companyId, departmentId } = await demoOwner(db);
    const row = await insertEmployee(db, { companyId, email, name, passwordHash, role, departmentId });
    return { id: row.id, companyId, email, password: DEMO_PASSWORD, name, role };
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
  return withRepositories((db) =>
    insertEmployeeNotifications(
      db,
      seeds.map((seed) => {
        const createdAt = new Date(Date.now() - (seed.minutesAgo ?? 1) * 60_000).toISOString();
        return {
          companyId: employee.companyId,
          employeeId: employee.id,
          title: seed.title,
          body: seed.body ?? '',
          readAt: seed.read ? createdAt : null,
          createdAt,
          activityGroupCode: seed.activityGroupCode ?? null,
          businessorCode: seed.businessorCode ?? null,
          contractCode: seed.contractCode ?? null,
        };
      }),
    ),
  );
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

export interface PortalWorker {
  email: string;
  password: string;
  name: string;
  workerCode: string;
}

/**
 * A registered worker of デモ株式会社 with its own worker-portal account (as an accepted invitation leaves it), so a
 * journey can sign in at /portal/login without the invitation mail. The password is the demo one. `filled`: the
 * profile is complete (but for 生年月日 with `omitBirthday`) and a bank account is on file; otherwise the profile holds
 * the name only. The profile is written before the worker row is linked, so the row keeps its own kana.
 */
export async function createPortalWorker(name: string, opts: { filled?: boolean; omitBirthday?: boolean } = {}): Promise<PortalWorker> {
  const suffix = randomBytes(5).toString('hex');
  const email = `e2e-worker-${suffix}@example.com`;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return withRepositories((db) =>
    db.transaction(async (tx) => {
      const { companyId } = await demoOwner(tx);
      const account = await insertAccount(tx, { email, passwordHash, name });
      if (!account) throw new Error(`${email} has a worker account already`);
      if (!opts.filled) {
        await upsertProfile(tx, account.id, { fullName: name });
      } else {
        await upsertProfile(tx, account.id, {
          fullName: name,
          fullNameKana: 'イーツーイー',
          birthday: opts.omitBirthday ? null : '1990-01-01',
          phone: '090-0000-0000',
          postalCode: '150-0001',
          prefectureId: 13,
          address: '渋谷区神宮前1-2-3',
          occupation: 'engineer',
          invoiceStatus: 'not_registered',
        });
        await upsertBank(tx, account.id, {
          bankCode: '0005',
          bankName: '三菱ＵＦＪ',
          branchCode: '001',
          branchName: '本店',
          accountType: 'normal',
          accountNumber: '1234567',
          accountHolderKana: 'ｲｰﾂｰｲｰ',
        });
      }
      const worker = await insertWorker(tx, companyId, { fullName: name, fullNameKana: 'イーツーイー', email, status: 'active', accountId: account.id });
      return { email, password: DEMO_PASSWORD, name, workerCode: worker.code };
    }),
  );
}

/** Sets デモ株式会社's ワーカー必須項目 directly (a test starts from a known setting). */
export async function setDemoRequiredEntries(entries: string[]): Promise<void> {
  await withRepositories(async (db) => updateRequiredEntries(db, (await demoOwner(db)).companyId, entries));
}

/** Fills the worker account's 生年月日 (as the portal's profile page would: the profile is saved whole). */
export async function fillWorkerBirthday(email: string): Promise<void> {
  await withRepositories((db) =>
    db.transaction(async (tx) => {
      const account = await findAccountByEmail(tx, email);
      const { profile } = account ? await findProfileBundle(tx, account.id) : { profile: undefined };
      if (!account || !profile) throw new Error(`${email} has no worker profile`);
      const { accountId: _accountId, updatedAt: _updatedAt, ...values } = profile;
      await upsertProfile(tx, account.id, { ...values, birthday: '1990-01-01' });
    }),
  );
}
