import { count, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { companies, departments } from '../../db/schema/companies';
import { employees } from '../../db/schema/employees';
import { contracts } from '../../db/schema/contracts';
import { workers } from '../../db/schema/workers';
import { newCode } from '../../lib/codes';
import { workerSearchKey } from '@app/shared/kana';

export async function countCompanies(db: Queryable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(companies);
  return row?.n ?? 0;
}

export async function demoCompanyExists(db: Queryable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(companies).where(eq(companies.isDemo, true));
  return (row?.n ?? 0) > 0;
}

export async function insertCompany(
  db: Queryable,
  values: { name: string; isDemo: boolean } & Partial<
    Pick<typeof companies.$inferInsert, 'postalCode' | 'address' | 'representativeName' | 'phone' | 'corporateNumber' | 'invoiceRegistrationNumber'>
  >,
) {
  const [row] = await db.insert(companies).values({ code: newCode(), ...values }).returning();
  return row!;
}

export async function insertDepartments(db: Queryable, companyId: number, rows: Array<{ name: string; officerName?: string; description?: string }>) {
  return db
    .insert(departments)
    .values(rows.map((r) => ({ companyId, ...r })))
    .returning();
}

export async function insertEmployee(
  db: Queryable,
  values: { companyId: number; email: string; name: string; passwordHash: string; role: typeof employees.$inferInsert.role; departmentId?: number | null; suspended?: boolean; isMyNumberStaff?: boolean },
) {
  const [row] = await db.insert(employees).values({ code: newCode(), ...values }).returning();
  return row!;
}

export type WorkerSeed = {
  fullName: string;
  fullNameKana: string;
  tradeName?: string | null;
  ownDepartment?: string | null;
  email?: string | null;
  departmentId?: number | null;
  occupation?: typeof workers.$inferInsert.occupation;
  myNumberStatus?: typeof workers.$inferInsert.myNumberStatus;
};

export async function insertWorker(db: Queryable, companyId: number, w: WorkerSeed) {
  const [row] = await db
    .insert(workers)
    .values({
      companyId,
      code: newCode(),
      ...w,
      searchText: workerSearchKey([w.fullName, w.fullNameKana, w.tradeName, w.ownDepartment]),
    })
    .returning();
  return row!;
}

export async function insertContract(
  db: Queryable,
  values: { companyId: number; workerId: number; title: string; businessField?: string; startDate: string; endDate?: string | null },
) {
  const [row] = await db.insert(contracts).values({ code: newCode(), ...values }).returning();
  return row!;
}
