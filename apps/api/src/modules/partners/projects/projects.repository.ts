import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { likePattern } from '../../../db/sql-helpers';
import { contractProjects } from '../../../db/schema/contracts';
import { projects } from '../../../db/schema/projects';
import { newCode } from '../../../lib/codes';

/** The company's projects, oldest first, for pickers (a company has tens, not thousands). */
export function listProjects(db: Queryable, companyId: number) {
  return db
    .select({ id: projects.id, code: projects.code, name: projects.name, enabled: projects.enabled })
    .from(projects)
    .where(eq(projects.companyId, companyId))
    .orderBy(asc(projects.id))
    .limit(500);
}

/** Which of the ids are projects of the company. */
export async function existingProjectIds(db: Queryable, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), inArray(projects.id, [...ids])));
  return new Set(rows.map((r) => r.id));
}

/** Which of the ids are disabled projects of the company (a contract may keep them but not newly take them). */
export async function disabledProjectIds(db: Queryable, companyId: number, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), inArray(projects.id, [...ids]), eq(projects.enabled, false)));
  return new Set(rows.map((r) => r.id));
}

/** Seeds and tests: projects by name only. */
export async function insertProjects(db: Queryable, companyId: number, names: readonly string[]) {
  if (names.length === 0) return [];
  return db
    .insert(projects)
    .values(names.map((name) => ({ companyId, code: newCode(), name })))
    .returning();
}

// Written with an explicit alias: in a single-table select drizzle leaves columns unqualified.
const contractsCount = sql<number>`(select count(*) from ${contractProjects} cp where cp.project_id = ${projects}.id)`.mapWith(Number);

const columns = {
  id: projects.id,
  code: projects.code,
  name: projects.name,
  projectNumber: projects.projectNumber,
  description: projects.description,
  startDate: projects.startDate,
  endDate: projects.endDate,
  enabled: projects.enabled,
  contractsCount,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

export type ProjectFilter = { keyword: string; enabled?: boolean };

function filterWhere(companyId: number, filter: ProjectFilter): SQL | undefined {
  const pattern = filter.keyword ? likePattern(filter.keyword) : null;
  return and(
    eq(projects.companyId, companyId),
    filter.enabled === undefined ? undefined : eq(projects.enabled, filter.enabled),
    pattern ? or(ilike(projects.name, pattern), ilike(projects.projectNumber, pattern)) : undefined,
  );
}

/** One page of the settings list: newest first. */
export function listProjectPage(db: Queryable, companyId: number, filter: ProjectFilter, limit: number, offset: number) {
  return db
    .select(columns)
    .from(projects)
    .where(filterWhere(companyId, filter))
    .orderBy(desc(projects.id))
    .limit(limit)
    .offset(offset);
}

export async function countProjects(db: Queryable, companyId: number, filter: ProjectFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(projects).where(filterWhere(companyId, filter));
  return row?.n ?? 0;
}

export function findProject(db: Queryable, companyId: number, by: { code: string } | { id: number }, lock = false) {
  const query = db
    .select(columns)
    .from(projects)
    .where(and(eq(projects.companyId, companyId), 'code' in by ? eq(projects.code, by.code) : eq(projects.id, by.id)))
    .limit(1);
  return (lock ? query.for('update', { of: projects }) : query).then((rows) => rows[0]);
}
export type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

export async function nameTaken(db: Queryable, companyId: number, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(
      and(
        eq(projects.companyId, companyId),
        eq(sql`lower(${projects.name})`, name.toLowerCase()),
        exceptId ? sql`${projects.id} <> ${exceptId}` : undefined,
      ),
    );
  return (row?.n ?? 0) > 0;
}

export async function numberTaken(db: Queryable, companyId: number, projectNumber: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.projectNumber, projectNumber), exceptId ? sql`${projects.id} <> ${exceptId}` : undefined));
  return (row?.n ?? 0) > 0;
}

export type ProjectWrite = {
  name: string;
  projectNumber: string | null;
  description: string | null;
  startDate: string | null;
  endDate: string | null;
  enabled: boolean;
};

export async function insertProject(db: Queryable, companyId: number, values: ProjectWrite): Promise<number> {
  const [row] = await db
    .insert(projects)
    .values({ ...values, companyId, code: newCode() })
    .returning({ id: projects.id });
  return row!.id;
}

export async function updateProject(db: Queryable, companyId: number, id: number, values: Partial<ProjectWrite>) {
  await db
    .update(projects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(projects.companyId, companyId), eq(projects.id, id)));
}
