import { ja } from '@app/shared/messages/ja';
import {
  projectPeriodIssue,
  type ProjectListResponseWire,
  type ProjectWire,
  type UpdateProjectValues,
} from '@app/shared/projects';
import type { z } from 'zod';
import type { createProjectBodySchema, projectListQuerySchema } from '@app/shared/projects';
import type { Db, Queryable } from '../../../db/client';
import { invalid, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import * as repo from './projects.repository';

type ListQuery = z.output<typeof projectListQuerySchema>;
type CreateValues = z.output<typeof createProjectBodySchema>['project'];

function toWire(row: repo.ProjectRow): ProjectWire {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    project_number: row.projectNumber,
    description: row.description,
    start_date: row.startDate,
    end_date: row.endDate,
    enabled: row.enabled,
    contracts_count: row.contractsCount,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** GET /api/v2/employee/projects: `page` zero-based (SPEC §9), newest first. */
export async function list(db: Db, auth: AuthContext, query: ListQuery): Promise<ProjectListResponseWire> {
  const filter = { keyword: query.keyword, enabled: query.enabled };
  const [rows, total] = await Promise.all([
    repo.listProjectPage(db, auth.companyId, filter, query.limit, query.page * query.limit),
    repo.countProjects(db, auth.companyId, filter),
  ]);
  return { data: rows.map(toWire), meta: { total_count: total, page: query.page, limit: query.limit } };
}

/** Name (case-insensitively) and number are unique in the company: 422 on the field, so the dialog shows it there. */
async function checkUnique(tx: Queryable, auth: AuthContext, values: { name?: string; projectNumber?: string | null }, exceptId?: number) {
  const fields: Record<string, string[]> = {};
  if (values.name !== undefined && (await repo.nameTaken(tx, auth.companyId, values.name, exceptId))) fields['project.name'] = [ja.projects.nameTaken];
  if (values.projectNumber && (await repo.numberTaken(tx, auth.companyId, values.projectNumber, exceptId))) {
    fields['project.project_number'] = [ja.projects.numberTaken];
  }
  if (Object.keys(fields).length > 0) throw invalid(fields);
}

/** POST /api/v2/employee/projects */
export async function create(db: Db, auth: AuthContext, input: CreateValues): Promise<ProjectWire> {
  return db.transaction(async (tx) => {
    await checkUnique(tx, auth, { name: input.name, projectNumber: input.project_number });
    const id = await repo.insertProject(tx, auth.companyId, {
      name: input.name,
      projectNumber: input.project_number,
      description: input.description,
      startDate: input.start_date,
      endDate: input.end_date,
      enabled: input.enabled ?? true,
    });
    return toWire((await repo.findProject(tx, auth.companyId, { id }))!);
  });
}

/** PUT /api/v2/employee/projects/{code}: only the fields sent change; the period rule runs on the result. */
export async function update(db: Db, auth: AuthContext, code: string, input: UpdateProjectValues['project']): Promise<ProjectWire> {
  return db.transaction(async (tx) => {
    const existing = await repo.findProject(tx, auth.companyId, { code }, true);
    if (!existing) throw notFound(ja.projects.notFound);
    const values: Partial<repo.ProjectWrite> = {};
    if (input.name !== undefined) values.name = input.name;
    if (input.project_number !== undefined) values.projectNumber = input.project_number;
    if (input.description !== undefined) values.description = input.description;
    if (input.start_date !== undefined) values.startDate = input.start_date;
    if (input.end_date !== undefined) values.endDate = input.end_date;
    if (input.enabled !== undefined) values.enabled = input.enabled;
    const issue = projectPeriodIssue(values.startDate !== undefined ? values.startDate : existing.startDate, values.endDate !== undefined ? values.endDate : existing.endDate);
    if (issue) throw invalid({ 'project.end_date': [issue] });
    await checkUnique(tx, auth, { name: values.name, projectNumber: values.projectNumber }, existing.id);
    await repo.updateProject(tx, auth.companyId, existing.id, values);
    return toWire((await repo.findProject(tx, auth.companyId, { id: existing.id }))!);
  });
}
