import { z } from 'zod';

/** Employee roles. `viewer` is our limited-access role (see docs/decisions.md). */
export const employeeRoles = ['owner_administrator', 'administrator', 'general', 'viewer'] as const;
export const employeeRoleSchema = z.enum(employeeRoles);
export type EmployeeRole = z.infer<typeof employeeRoleSchema>;

export const employeeRoleLabels: Record<EmployeeRole, string> = {
  owner_administrator: 'オーナー管理者',
  administrator: '管理者',
  general: '一般',
  viewer: '閲覧者',
};

/** What a role may do. The 権限 page lists these (labels in the message catalogue). */
export const rolePermissionKeys = [
  'manageOwners',
  'manageEmployees',
  'manageCompany',
  'viewCompany',
  'editWorkers',
  'viewWorkers',
  'readPersonalData',
] as const;
export type RolePermissionKey = (typeof rolePermissionKeys)[number];

/**
 * The one permission table: the API guards (`requireRole(rolesWith(…))`), the web menu and pages, and the 権限 page
 * (GET /api/employees/roles) all read it, so what the product shows is what it enforces.
 */
export const rolePermissions: Record<EmployeeRole, readonly RolePermissionKey[]> = {
  owner_administrator: ['manageOwners', 'manageEmployees', 'manageCompany', 'viewCompany', 'editWorkers', 'viewWorkers', 'readPersonalData'],
  administrator: ['manageEmployees', 'manageCompany', 'viewCompany', 'editWorkers', 'viewWorkers', 'readPersonalData'],
  general: ['viewCompany', 'editWorkers', 'viewWorkers', 'readPersonalData'],
  viewer: ['viewWorkers'],
};

export function can(role: EmployeeRole, permission: RolePermissionKey): boolean {
  return rolePermissions[role].includes(permission);
}

/** The roles that have a permission, in role order (for the API guards). */
export function rolesWith(permission: RolePermissionKey): readonly EmployeeRole[] {
  return employeeRoles.filter((role) => can(role, permission));
}

/** Roles that see the 設定 (/company) menu entry and read the company API — SPEC §2, §6. */
export const companySettingsRoles = rolesWith('viewCompany');

export function canSeeCompanySettings(role: EmployeeRole): boolean {
  return can(role, 'viewCompany');
}

/** Roles that manage employees, invitations and roles. */
export const adminRoles = rolesWith('manageEmployees');

/**
 * Roles that approve payments waiting for a second approver (二重承認, issue #19 N10): owners and administrators —
 * the roles that manage employees — never the payment's own creator.
 * @alias adminRoles under the payments rule's name (knip: a deliberate second name, not a duplicate export)
 */
export const paymentApproverRoles = adminRoles;

export function canApprovePayments(role: EmployeeRole): boolean {
  return can(role, 'manageEmployees');
}

/** Roles that change departments and the company's 基本情報. */
export const companyEditorRoles = rolesWith('manageCompany');

/**
 * Roles that may change worker, contract and agent data (invite, create, edit, import). `viewer` only reads
 * (docs/decisions.md).
 */
export const workerEditorRoles = rolesWith('editWorkers');

export function canEditWorkers(role: EmployeeRole): boolean {
  return can(role, 'editWorkers');
}

/**
 * Roles that may read workers' personal data — address, phone, birthday, family members and bank account — and export
 * worker lists. `viewer` may not (docs/decisions.md); every read of family or bank data is written to the access log.
 */
export const personalDataRoles = rolesWith('readPersonalData');

export function canReadPersonalData(role: EmployeeRole): boolean {
  return can(role, 'readPersonalData');
}

/** Roles that see workers (and, for マイナンバー, the status of each worker's number — never the number). */
export const viewWorkerRoles = rolesWith('viewWorkers');

/** マイナンバー事務取扱担当者 are designated (and undesignated) by owners only (issue #12 item 6). */
export function canDesignateMyNumberStaff(role: EmployeeRole): boolean {
  return can(role, 'manageOwners');
}
