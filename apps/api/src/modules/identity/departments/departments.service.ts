import type { CreateDepartmentBody, Department, DepartmentListResponse, UpdateDepartmentBody } from '@app/shared/departments';
import { ja } from '@app/shared/messages/ja';
import type { Db } from '../../../db/client';
import { conflict, invalid, notFound } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import * as repo from './departments.repository';

function toWire(row: repo.DepartmentRow): Department {
  return {
    id: row.id,
    name: row.name,
    officer_name: row.officerName,
    description: row.description,
    enabled: row.enabled,
    employees_length: row.employeesLength,
    employee_invites_length: row.invitesLength,
  };
}

export async function list(db: Db, auth: AuthContext, query: { page: number; per_page: number }): Promise<DepartmentListResponse> {
  const [rows, total] = await Promise.all([
    repo.listDepartments(db, auth.companyId, query.per_page, (query.page - 1) * query.per_page),
    repo.countDepartments(db, auth.companyId),
  ]);
  return { data: rows.map(toWire), per_page: query.per_page, total_count: total };
}

export async function create(db: Db, auth: AuthContext, body: CreateDepartmentBody) {
  const input = body.department;
  return db.transaction(async (tx) => {
    if (await repo.nameTaken(tx, auth.companyId, input.name)) throw invalid({ 'department.name': [ja.departments.nameTaken] });
    const id = await repo.insertDepartment(tx, {
      companyId: auth.companyId,
      name: input.name,
      officerName: input.officer_name,
      description: input.description,
      enabled: input.enabled ?? true,
    });
    return { department_id: id };
  });
}

export async function update(db: Db, auth: AuthContext, body: UpdateDepartmentBody) {
  const input = body.department;
  return db.transaction(async (tx) => {
    const existing = await repo.findDepartment(tx, auth.companyId, input.id, true);
    if (!existing) throw notFound();
    if (input.name !== undefined && (await repo.nameTaken(tx, auth.companyId, input.name, input.id))) {
      throw invalid({ 'department.name': [ja.departments.nameTaken] });
    }
    await repo.updateDepartment(tx, auth.companyId, input.id, {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.officer_name !== undefined ? { officerName: input.officer_name } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled } : {}),
    });
    return { department: toWire((await repo.findDepartment(tx, auth.companyId, input.id))!) };
  });
}

/** Refused while employees or invitations belong to the department (workers simply lose it: ON DELETE SET NULL). */
export async function remove(db: Db, auth: AuthContext, id: number) {
  return db.transaction(async (tx) => {
    const existing = await repo.findDepartment(tx, auth.companyId, id, true);
    if (!existing) throw notFound();
    if (existing.employeesLength > 0 || existing.invitesLength > 0) {
      throw conflict(ja.departments.inUse(existing.employeesLength, existing.invitesLength));
    }
    await repo.deleteDepartment(tx, auth.companyId, id);
    return { department_id: id };
  });
}

export async function options(db: Db, auth: AuthContext) {
  const rows = await repo.listEnabled(db, auth.companyId);
  return { data: rows, meta: { total_count: rows.length } };
}
