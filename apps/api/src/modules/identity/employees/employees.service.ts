import { formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { can, canDesignateMyNumberStaff, employeeRoleLabels, employeeRoles, rolePermissionKeys, type EmployeeRole } from '@app/shared/roles';
import {
  EMAIL_CHANGE_LIFETIME_SECONDS,
  INVITE_DEFAULT_EXPIRE_DAYS,
  type ChangeRoleBody,
  type EmployeeListItem,
  type RoleInfo,
  type EmployeeListResponse,
  type EmployeeV2Wire,
  type InviteEmployeeBody,
  type UpdateEmployeeBody,
} from '@app/shared/employees';
import type { Db, Queryable } from '../../../db/client';
import { conflict, forbidden, invalid, notFound } from '../../../lib/errors';
import { hashToken, newToken } from '../../../lib/tokens';
import type { AuthContext } from '../../../lib/auth-context';
import { composeMail } from '../../platform/mail/mail.templates';
import { isPast, linkExpired } from '../../../lib/sessions';
import { assertInvitationAllowed } from '../../platform/mail/invitation-limits';
import { enqueueMail } from '../../platform/mail/mail.repository';
import * as repo from './employees.repository';

export type LinkOptions = { appUrl: string };

/**
 * A マイナンバー事務取扱担当者 designation is written to the append-only マイナンバー operation log, which compliance
 * owns. Compliance sits above identity, so employees does not import it: the employees routes take the writer as an
 * option and app.ts passes my-numbers.repository#insertLogs.
 */
export type MyNumberStaffLog = (
  db: Queryable,
  rows: {
    companyId: number;
    employeeId: number;
    actorName: string;
    actorType: 'employee';
    workerId: null;
    workerCode: null;
    workerName: null;
    action: 'designate_staff' | 'revoke_staff';
    purpose: string;
    clientAddress: string | null;
  }[],
) => Promise<void>;

const isAdmin = (role: EmployeeRole) => can(role, 'manageEmployees');

function toListItem(row: Awaited<ReturnType<typeof repo.listEmployeesAndInvites>>[number]): EmployeeListItem {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    email: row.email,
    department_id: row.department_id,
    department_name: row.department_name,
    role: row.role,
    role_name: employeeRoleLabels[row.role],
    suspended: row.suspended,
    is_my_number_staff: row.is_my_number_staff,
    employee_invite_id: row.employee_invite_id,
    expire_days: row.expire_days,
    expires_at: row.expires_at,
    expired: row.expires_at != null && new Date(row.expires_at).getTime() <= Date.now(),
  };
}

function employeeToListItem(e: repo.EmployeeRow): EmployeeListItem {
  return {
    id: e.id,
    code: e.code,
    name: e.name,
    email: e.email,
    department_id: e.departmentId,
    department_name: e.departmentName,
    role: e.role,
    role_name: employeeRoleLabels[e.role],
    suspended: e.suspended,
    is_my_number_staff: e.isMyNumberStaff,
    employee_invite_id: null,
    expire_days: null,
    expires_at: null,
    expired: false,
  };
}

export function toV2(e: repo.EmployeeRow): EmployeeV2Wire {
  return {
    id: e.id,
    code: e.code,
    name: e.name,
    email: e.email,
    department: e.departmentId != null && e.departmentName != null ? { id: e.departmentId, name: e.departmentName } : null,
    role: e.role,
    role_i18n: employeeRoleLabels[e.role],
    suspended: e.suspended,
  };
}

export async function list(
  db: Db,
  auth: AuthContext,
  query: { include_invite: boolean; search: string; page: number; per_page: number },
): Promise<EmployeeListResponse> {
  const [rows, total] = await Promise.all([
    repo.listEmployeesAndInvites(db, auth.companyId, {
      search: query.search,
      includeInvites: query.include_invite,
      limit: query.per_page,
      offset: (query.page - 1) * query.per_page,
    }),
    repo.countEmployeesAndInvites(db, auth.companyId, query.search, query.include_invite),
  ]);
  return { data: rows.map(toListItem), per_page: query.per_page, total_count: total };
}

/** Administrators manage everybody but owners; only an owner grants, changes or removes owner_administrator. */
function assertMayTouch(auth: AuthContext, target: { role: EmployeeRole }, newRole?: EmployeeRole) {
  if (can(auth.role, 'manageOwners')) return;
  if (target.role === 'owner_administrator' || newRole === 'owner_administrator') throw forbidden(ja.employees.ownerOnly);
}

async function assertAnotherOwner(tx: Queryable, companyId: number, target: repo.EmployeeRow) {
  if (target.role !== 'owner_administrator' || target.suspended) return;
  if ((await repo.countActiveOwners(tx, companyId, target.id)) === 0) throw conflict(ja.employees.lastOwner);
}

async function findOr404(db: Queryable, companyId: number, where: { id: number } | { code: string }) {
  const employee = await repo.findEmployee(db, companyId, where);
  if (!employee) throw notFound();
  return employee;
}

async function checkDepartment(db: Queryable, companyId: number, departmentId: number | null | undefined, field: string) {
  if (departmentId == null) return;
  const department = await repo.findDepartment(db, companyId, departmentId);
  if (!department) throw invalid({ [field]: [ja.employees.departmentUnknown] });
  if (!department.enabled) throw invalid({ [field]: [ja.employees.departmentDisabled] });
}

/** Within the company only: whether the address is another employee's or has a live invitation here. */
async function assertEmailFree(db: Queryable, companyId: number, email: string, exceptEmployeeId?: number) {
  if (await repo.emailUsedByEmployee(db, companyId, email, exceptEmployeeId)) throw invalid({ 'employee.email': [ja.employees.emailTaken] });
  if (await repo.liveInviteForEmail(db, companyId, email)) throw invalid({ 'employee.email': [ja.employees.emailInvited] });
}

function invitationMail(
  companyId: number,
  invite: { email: string; name: string; expiresAt: string },
  token: string,
  companyName: string,
  inviterName: string,
  links: LinkOptions,
  kind: 'invitation' | 'reinvitation',
) {
  return composeMail({
    companyId,
    kind,
    to: invite.email,
    subject: ja.mails.inviteSubject(companyName),
    greeting: ja.mails.inviteGreeting(invite.name),
    paragraphs: [ja.mails.inviteBody],
    facts: [
      { label: ja.mails.inviteCompany, value: companyName },
      ...(inviterName ? [{ label: ja.mails.inviteInviter, value: inviterName }] : []),
    ],
    action: { label: ja.mails.inviteAction, url: `${links.appUrl}/user/password/${token}` },
    notes: [ja.mails.inviteExpires(formatDateTime(invite.expiresAt))],
  });
}

export async function invite(db: Db, auth: AuthContext, body: InviteEmployeeBody, links: LinkOptions) {
  const input = body.employee;
  if (!isAdmin(auth.role)) throw forbidden();
  assertMayTouch(auth, { role: 'general' }, input.role);
  const token = newToken();
  return db.transaction(async (tx) => {
    await assertInvitationAllowed(tx, auth.companyId, { kind: 'invitation' });
    await checkDepartment(tx, auth.companyId, input.department_id, 'employee.department_id');
    await repo.deleteExpiredInvitesForEmail(tx, auth.companyId, input.email);
    await assertEmailFree(tx, auth.companyId, input.email);
    const row = await repo.insertInvite(tx, {
      companyId: auth.companyId,
      email: input.email,
      name: input.name,
      role: input.role,
      departmentId: input.department_id ?? null,
      tokenHash: hashToken(token),
      expireDays: input.expire_days ?? INVITE_DEFAULT_EXPIRE_DAYS,
      invitedById: auth.employeeId,
    });
    const [companyName, inviter] = await Promise.all([
      repo.findCompanyName(tx, auth.companyId),
      repo.findEmployee(tx, auth.companyId, { id: auth.employeeId }),
    ]);
    await enqueueMail(tx, invitationMail(auth.companyId, row, token, companyName, inviter?.name ?? '', links, 'invitation'));
    return {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      department_id: row.departmentId,
      expire_days: row.expireDays,
      expires_at: new Date(row.expiresAt).toISOString(),
    };
  });
}

/** A new link (the old one stops working), a new expiry from today, and the mail again. */
export async function reinvite(db: Db, auth: AuthContext, inviteId: number, expireDays: number | undefined, links: LinkOptions) {
  const token = newToken();
  return db.transaction(async (tx) => {
    const existing = await repo.findInvite(tx, auth.companyId, inviteId);
    if (!existing) throw notFound(ja.employees.inviteNotFound);
    assertMayTouch(auth, { role: 'general' }, existing.role);
    await assertInvitationAllowed(tx, auth.companyId, { kind: 'reinvitation', to: existing.email });
    const row = await repo.refreshInvite(tx, auth.companyId, inviteId, hashToken(token), expireDays ?? existing.expireDays);
    const [companyName, inviter] = await Promise.all([
      repo.findCompanyName(tx, auth.companyId),
      repo.findEmployee(tx, auth.companyId, { id: auth.employeeId }),
    ]);
    await enqueueMail(tx, invitationMail(auth.companyId, row, token, companyName, inviter?.name ?? '', links, 'reinvitation'));
    return { employee_invite_id: row.id, expire_days: row.expireDays, expires_at: new Date(row.expiresAt).toISOString() };
  });
}

export async function deleteInvite(db: Db, auth: AuthContext, inviteId: number) {
  return db.transaction(async (tx) => {
    const existing = await repo.findInvite(tx, auth.companyId, inviteId);
    if (!existing) throw notFound(ja.employees.inviteNotFound);
    assertMayTouch(auth, { role: 'general' }, existing.role);
    await repo.deleteInvite(tx, auth.companyId, inviteId);
    return { employee_invite_id: inviteId };
  });
}

export async function suspend(db: Db, auth: AuthContext, employeeId: number) {
  return db.transaction(async (tx) => {
    const target = await findOr404(tx, auth.companyId, { id: employeeId });
    if (target.id === auth.employeeId) throw conflict(ja.employees.notYourself);
    assertMayTouch(auth, target);
    if (target.suspended) throw conflict(ja.employees.alreadySuspended);
    await assertAnotherOwner(tx, auth.companyId, target);
    await repo.updateEmployee(tx, auth.companyId, target.id, { suspended: true });
    await repo.employeeDevices.revokeAll(tx, target.id);
    return { employee_id: target.id };
  });
}

export async function resume(db: Db, auth: AuthContext, employeeId: number) {
  return db.transaction(async (tx) => {
    const target = await findOr404(tx, auth.companyId, { id: employeeId });
    assertMayTouch(auth, target);
    if (!target.suspended) throw conflict(ja.employees.notSuspended);
    await repo.updateEmployee(tx, auth.companyId, target.id, { suspended: false });
    return { employee_id: target.id };
  });
}

export async function remove(db: Db, auth: AuthContext, employeeId: number) {
  return db.transaction(async (tx) => {
    const target = await findOr404(tx, auth.companyId, { id: employeeId });
    if (target.id === auth.employeeId) throw conflict(ja.employees.notYourself);
    assertMayTouch(auth, target);
    await assertAnotherOwner(tx, auth.companyId, target);
    // auth_devices and notifications go with the row (ON DELETE CASCADE).
    await repo.deleteEmployee(tx, auth.companyId, target.id);
    return { employee_id: target.id };
  });
}

export async function changeRole(db: Db, auth: AuthContext, code: string, body: ChangeRoleBody) {
  const role = body.employee.role;
  return db.transaction(async (tx) => {
    const target = await findOr404(tx, auth.companyId, { code });
    assertMayTouch(auth, target, role);
    if (target.role === 'owner_administrator' && role !== 'owner_administrator') await assertAnotherOwner(tx, auth.companyId, target);
    await repo.updateEmployee(tx, auth.companyId, target.id, { role });
    return employeeToListItem((await repo.findEmployee(tx, auth.companyId, { id: target.id }))!);
  });
}

/**
 * マイナンバー事務取扱担当者: designated and undesignated by owners only (issue #12 item 6). A change is written to the
 * append-only マイナンバー operation log in the same transaction (who, whom, when; issue #19 N9); setting the flag to
 * what it already is changes nothing and logs nothing.
 */
export async function setMyNumberStaff(
  db: Db,
  auth: AuthContext,
  code: string,
  value: boolean,
  staffLog: MyNumberStaffLog,
  ip: string | null = null,
) {
  if (!canDesignateMyNumberStaff(auth.role)) throw forbidden(ja.myNumber.ownersOnly);
  return db.transaction(async (tx) => {
    const target = await findOr404(tx, auth.companyId, { code });
    if (target.isMyNumberStaff !== value) {
      await repo.updateEmployee(tx, auth.companyId, target.id, { isMyNumberStaff: value });
      await staffLog(tx, [
        {
          companyId: auth.companyId,
          employeeId: auth.employeeId,
          actorName: auth.profile.name,
          actorType: 'employee',
          workerId: null,
          workerCode: null,
          workerName: null,
          action: value ? 'designate_staff' : 'revoke_staff',
          purpose: ja.myNumber.staffTarget(target.name, target.email),
          clientAddress: ip,
        },
      ]);
    }
    return employeeToListItem((await repo.findEmployee(tx, auth.companyId, { id: target.id }))!);
  });
}

export async function listV2(db: Db, auth: AuthContext, query: { page: number; limit: number }) {
  const [rows, total] = await Promise.all([
    repo.listEmployeesV2(db, auth.companyId, query.limit, (query.page - 1) * query.limit),
    repo.countEmployees(db, auth.companyId),
  ]);
  return { data: rows.map(toV2), meta: { total_count: total } };
}

/**
 * Name, e-mail and department. Name and department change at once; a new e-mail does not (I8): the new address gets a
 * single-use link (24 hours) and the old one a notice, and the address changes when the link is opened
 * (confirmEmailChange) — so nobody can point an employee row at a mailbox that did not agree (a password reset of that
 * address would set this row's password too). `pending_email` says where the link went.
 */
export async function updateV2(db: Db, auth: AuthContext, code: string, body: UpdateEmployeeBody, links: LinkOptions) {
  const input = body.employee;
  return db.transaction(async (tx) => {
    const target = await findOr404(tx, auth.companyId, { code });
    assertMayTouch(auth, target);
    await checkDepartment(tx, auth.companyId, input.department_id, 'employee.department_id');
    const emailChanged = input.email.toLowerCase() !== target.email.toLowerCase();
    if (emailChanged) await assertEmailFree(tx, auth.companyId, input.email, target.id);
    await repo.updateEmployee(tx, auth.companyId, target.id, {
      name: input.name,
      ...(input.department_id !== undefined ? { departmentId: input.department_id } : {}),
    });
    const updated = await findOr404(tx, auth.companyId, { id: target.id });
    if (emailChanged) await requestEmailChange(tx, auth, updated, input.email, links);
    return { ...toV2(updated), pending_email: emailChanged ? input.email : null };
  });
}

/** I8: the link to the new address and the notice to the old one, in the transaction of the request. */
async function requestEmailChange(tx: Queryable, auth: AuthContext, target: { id: number; email: string; name: string }, newEmail: string, links: LinkOptions) {
  const token = newToken();
  const row = await repo.replaceEmailChangeToken(tx, {
    employeeId: target.id,
    newEmail,
    tokenHash: hashToken(token),
    requestedById: auth.employeeId,
    lifetimeSeconds: EMAIL_CHANGE_LIFETIME_SECONDS,
  });
  const company = auth.profile.companyName;
  const t = ja.employees;
  await enqueueMail(
    tx,
    composeMail({
      companyId: auth.companyId,
      to: newEmail,
      subject: t.emailChangeMailSubject,
      greeting: ja.mails.resetGreeting(target.name),
      paragraphs: [t.emailChangeMailBody(company)],
      action: { label: t.emailChangeMailAction, url: `${links.appUrl}/user/email_change/${token}` },
      notes: [t.emailChangeMailExpires(formatDateTime(row.expiresAt))],
    }),
  );
  await enqueueMail(
    tx,
    composeMail({
      companyId: auth.companyId,
      to: target.email,
      subject: t.emailChangeNoticeSubject,
      greeting: ja.mails.resetGreeting(target.name),
      paragraphs: [t.emailChangeNoticeBody(company, newEmail)],
    }),
  );
}

async function liveEmailChange(db: Queryable, token: string) {
  const row = await repo.findEmailChangeToken(db, hashToken(token));
  if (!row || row.usedAt) throw notFound(ja.employees.emailChangeLinkInvalid);
  if (isPast(row.expiresAt)) throw linkExpired(ja.employees.emailChangeLinkExpired);
  return row;
}

/** GET /api/user/email_change/{token}: what the confirmation page shows (404 unknown or used, 410 expired). */
export async function emailChangeInfo(db: Db, token: string) {
  const row = await liveEmailChange(db, token);
  return { current_email: row.currentEmail, new_email: row.newEmail, company_name: row.companyName, expires_at: new Date(row.expiresAt).toISOString() };
}

/**
 * POST /api/user/email_change/{token}: the new address confirmed itself — the e-mail changes, the link is used up and
 * the employee is signed out everywhere (the sign-in name changed). Refused (422) when the address was taken meanwhile.
 */
export async function confirmEmailChange(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const row = await liveEmailChange(tx, token);
    if (!(await repo.consumeEmailChangeToken(tx, row.id))) throw notFound(ja.employees.emailChangeLinkInvalid);
    await assertEmailFree(tx, row.companyId, row.newEmail, row.employeeId);
    await repo.updateEmployee(tx, row.companyId, row.employeeId, { email: row.newEmail });
    await repo.employeeDevices.revokeAll(tx, row.employeeId);
    return { message: ja.employees.emailChangeDone };
  });
}

export const CSV_FILENAME = 'employees.csv';
export const CSV_HEADER = ['社員コード', '氏名', 'メールアドレス', '部署', '権限', '状態'] as const;

/** Every employee of the company (not invitations), in list order. */
export async function exportRows(db: Db, auth: AuthContext) {
  const total = await repo.countEmployees(db, auth.companyId);
  const rows = await repo.listEmployeesV2(db, auth.companyId, Math.max(total, 1), 0);
  return rows.map((e) => [
    e.code,
    e.name,
    e.email,
    e.departmentName ?? '',
    employeeRoleLabels[e.role],
    e.suspended ? ja.employees.statusSuspended : ja.employees.statusActive,
  ]);
}

/** GET /api/employees/roles: each role, its label and what it may do (the authority page renders this). */
export function roles(): RoleInfo[] {
  return employeeRoles.map((key) => ({
    key,
    name: employeeRoleLabels[key],
    description: ja.authority.descriptions[key],
    permissions: rolePermissionKeys.map((p) => ({ key: p, name: ja.authority.permissions[p], allowed: can(key, p) })),
  }));
}
