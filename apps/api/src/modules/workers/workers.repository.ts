import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { departments } from '../../db/schema/companies';
import { contracts } from '../../db/schema/contracts';
import { workers } from '../../db/schema/workers';

function searchCondition(companyId: number, folded: string) {
  const escaped = folded.replace(/[\\%_]/g, (c) => `\\${c}`);
  return and(eq(workers.companyId, companyId), folded ? sql`${workers.searchText} like ${`%${escaped}%`}` : undefined);
}

/** One page of the worker table: one query with the department and each row's contract count (no N+1). */
export function listWorkers(db: Queryable, companyId: number, folded: string, limit: number, offset: number) {
  return db
    .select({
      id: workers.id,
      code: workers.code,
      fullName: workers.fullName,
      fullNameKana: workers.fullNameKana,
      tradeName: workers.tradeName,
      ownDepartment: workers.ownDepartment,
      departmentName: departments.name,
      myNumberStatus: workers.myNumberStatus,
      // counted for the rows of this page only (index contracts_worker_idx)
      contractCount: sql<number>`(select count(*) from ${contracts} where ${contracts.workerId} = ${workers.id})`.mapWith(Number),
    })
    .from(workers)
    .leftJoin(departments, eq(departments.id, workers.departmentId))
    .where(searchCondition(companyId, folded))
    .orderBy(asc(workers.fullNameKana), asc(workers.id))
    .limit(limit)
    .offset(offset);
}

export async function countWorkers(db: Queryable, companyId: number, folded: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(workers).where(searchCondition(companyId, folded));
  return row?.n ?? 0;
}
