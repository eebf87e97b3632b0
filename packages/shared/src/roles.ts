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

/** Roles that see the 設定 (/company) menu entry — SPEC §2, §6. */
export const companySettingsRoles: readonly EmployeeRole[] = ['owner_administrator', 'administrator', 'general'];

export function canSeeCompanySettings(role: EmployeeRole): boolean {
  return companySettingsRoles.includes(role);
}

/** Roles that may manage employees, invitations and roles (issue #3 builds on this). */
export const adminRoles: readonly EmployeeRole[] = ['owner_administrator', 'administrator'];

/**
 * Roles that may change worker, contract and agent data (invite, create, edit, import). `viewer` only reads
 * (docs/decisions.md).
 */
export const workerEditorRoles: readonly EmployeeRole[] = ['owner_administrator', 'administrator', 'general'];

export function canEditWorkers(role: EmployeeRole): boolean {
  return workerEditorRoles.includes(role);
}

/**
 * Roles that may read workers' personal data — address, phone, birthday, family members and bank account — and export
 * worker lists. `viewer` may not (docs/decisions.md); every read of family or bank data is written to the access log.
 */
export const personalDataRoles: readonly EmployeeRole[] = ['owner_administrator', 'administrator', 'general'];

export function canReadPersonalData(role: EmployeeRole): boolean {
  return personalDataRoles.includes(role);
}
