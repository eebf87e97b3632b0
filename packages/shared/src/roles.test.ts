import { describe, expect, it } from 'vitest';
import { adminRoles, can, companyEditorRoles, companySettingsRoles, rolePermissions, rolesWith, workerEditorRoles } from './roles';

describe('the permission table', () => {
  it('gives each guard the roles the 権限 page shows with that permission', () => {
    expect(companySettingsRoles).toEqual(['owner_administrator', 'administrator', 'general']);
    expect(adminRoles).toEqual(['owner_administrator', 'administrator']);
    expect(companyEditorRoles).toEqual(['owner_administrator', 'administrator']);
    expect(workerEditorRoles).toEqual(['owner_administrator', 'administrator', 'general']);
    expect(rolesWith('manageOwners')).toEqual(['owner_administrator']);
    expect(rolesWith('viewWorkers')).toEqual(['owner_administrator', 'administrator', 'general', 'viewer']);
  });
  it('a role that may change something may also read it', () => {
    for (const [role, permissions] of Object.entries(rolePermissions)) {
      if (permissions.includes('manageCompany')) expect(can(role as keyof typeof rolePermissions, 'viewCompany')).toBe(true);
      if (permissions.includes('editWorkers')) expect(can(role as keyof typeof rolePermissions, 'viewWorkers')).toBe(true);
    }
  });
});
