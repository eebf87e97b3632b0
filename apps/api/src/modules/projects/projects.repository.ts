import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { projects } from '../../db/schema/projects';
import { newCode } from '../../lib/codes';

/** The company's projects, enabled first, for pickers (a company has tens, not thousands). */
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

export async function insertProjects(db: Queryable, companyId: number, names: readonly string[]) {
  if (names.length === 0) return [];
  return db
    .insert(projects)
    .values(names.map((name) => ({ companyId, code: newCode(), name })))
    .returning();
}
