import { z } from 'zod';
import { pageQuery } from './paging';
import { emailSchema, passwordSchema } from './auth';
import { ja } from './messages/ja';
import { employeeRoleSchema, rolePermissionKeys } from './roles';
import { singleLineText } from './text';

export const EMPLOYEE_LIST_DEFAULT_PER_PAGE = 25;
export const INVITE_DEFAULT_EXPIRE_DAYS = 7;
export const INVITE_MAX_EXPIRE_DAYS = 30;
/** Password reset links live one hour. */
export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;

const idSchema = z.coerce.number({ error: ja.validation.required }).int().positive().max(2_147_483_647);

export const employeeNameSchema = singleLineText(
  z.string({ error: ja.validation.required }).trim().min(1, { error: ja.validation.required }).max(100, { error: ja.validation.tooLong(100) }),
);

export const expireDaysSchema = z.coerce
  .number({ error: ja.employees.expireDaysRange })
  .int({ error: ja.employees.expireDaysRange })
  .min(1, { error: ja.employees.expireDaysRange })
  .max(INVITE_MAX_EXPIRE_DAYS, { error: ja.employees.expireDaysRange });

const roleSchema = z.enum(employeeRoleSchema.options, { error: ja.employees.roleUnknown });
const departmentIdSchema = z.union([idSchema, z.null()]).optional();

/** GET /api/companies/employees?include_invite=&search=&page=&per_page= */
export const employeeListQuerySchema = z.object({
  include_invite: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  search: z.string().trim().max(100, { error: ja.validation.searchTooLong(100) }).optional().default(''),
  ...pageQuery('per_page', EMPLOYEE_LIST_DEFAULT_PER_PAGE),
});

/**
 * One row of the employee list: an employee, or a pending invitation (`employee_invite_id` set, `id` and `code` null,
 * `expire_days` and `expires_at` of the link). SPEC §3 "Employee".
 */
export const employeeListItemSchema = z.object({
  id: z.number().int().nullable(),
  code: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  department_id: z.number().int().nullable(),
  department_name: z.string().nullable(),
  role: employeeRoleSchema,
  role_name: z.string(),
  suspended: z.boolean(),
  /** マイナンバー事務取扱担当者 (issue #12); false for invitations */
  is_my_number_staff: z.boolean(),
  employee_invite_id: z.number().int().nullable(),
  expire_days: z.number().int().nullable(),
  expires_at: z.string().nullable(),
  expired: z.boolean(),
});
export type EmployeeListItem = z.infer<typeof employeeListItemSchema>;
export const employeeListResponseSchema = z.object({
  data: z.array(employeeListItemSchema),
  per_page: z.number().int(),
  total_count: z.number().int(),
});
export type EmployeeListResponse = z.infer<typeof employeeListResponseSchema>;

/** POST /api/companies/employee_invitation {employee} */
export const inviteEmployeeBodySchema = z.object({
  employee: z.object({
    email: emailSchema,
    name: employeeNameSchema,
    role: roleSchema,
    department_id: departmentIdSchema,
    expire_days: expireDaysSchema.optional(),
  }),
});
export type InviteEmployeeBody = z.infer<typeof inviteEmployeeBodySchema>;

export const employeeInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: employeeRoleSchema,
  department_id: z.number().int().nullable(),
  expire_days: z.number().int(),
  expires_at: z.string(),
});
export const inviteEmployeeResponseSchema = z.object({ data: z.object({ employee_invite: employeeInviteSchema }) });

/** PUT /api/companies/employee_invitation/{inviteId}: a new link and mail; `expire_days` may be changed. */
export const reinviteBodySchema = z
  .object({ employee: z.object({ expire_days: expireDaysSchema.optional() }).optional() })
  .nullish();
export const reinviteResponseSchema = z.object({
  data: z.object({ employee_invite_id: z.number().int(), expire_days: z.number().int(), expires_at: z.string() }),
});
export const deleteInviteResponseSchema = z.object({ data: z.object({ employee_invite_id: z.number().int() }) });
export const inviteIdParamsSchema = z.object({ inviteId: idSchema });

/** {employee:{id}} of suspension, resume and delete. */
export const employeeIdBodySchema = z.object({ employee: z.object({ id: idSchema }) });
export const employeeIdResponseSchema = z.object({ data: z.object({ employee_id: z.number().int() }) });

/** PUT /api/employees/{code}/role {employee:{role}} */
export const changeRoleBodySchema = z.object({ employee: z.object({ role: roleSchema }) });
export type ChangeRoleBody = z.infer<typeof changeRoleBodySchema>;
export const changeRoleResponseSchema = z.object({ data: z.object({ employee: employeeListItemSchema }) });

/** GET /api/employees/roles: every role with its label and what it may do (the table in roles.ts). */
export const roleInfoSchema = z.object({
  key: employeeRoleSchema,
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.object({ key: z.enum(rolePermissionKeys), name: z.string(), allowed: z.boolean() })),
});
export type RoleInfo = z.infer<typeof roleInfoSchema>;
export const rolesResponseSchema = z.object({ data: z.object({ roles: z.array(roleInfoSchema) }) });
export type RolesResponse = z.infer<typeof rolesResponseSchema>;

/** v2 employee (snake_case on the wire, camelCased by the web client: role_i18n → roleI18N). */
export const employeeV2Schema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  department: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  role: employeeRoleSchema,
  role_i18n: z.string(),
  suspended: z.boolean(),
});
export type EmployeeV2Wire = z.infer<typeof employeeV2Schema>;
export const employeeV2ResponseSchema = z.object({ data: employeeV2Schema });
export const employeeV2ListQuerySchema = z.object({
  ...pageQuery('limit', 100),
});
export const employeeV2ListResponseSchema = z.object({
  data: z.array(employeeV2Schema),
  meta: z.object({ total_count: z.number().int() }),
});

/** PUT /api/v2/employee/employees/{code} {employee:{name, email, department_id}} */
export const updateEmployeeBodySchema = z.object({
  employee: z.object({ name: employeeNameSchema, email: emailSchema, department_id: departmentIdSchema }),
});
export type UpdateEmployeeBody = z.infer<typeof updateEmployeeBodySchema>;
/**
 * The answer of PUT /api/v2/employee/employees/{code}: `email` stays the current address until the new one confirms
 * itself (I8); `pending_email` is the address a confirmation link was just mailed to, else null.
 */
export const updateEmployeeResponseSchema = z.object({ data: employeeV2Schema.extend({ pending_email: z.string().nullable() }) });

/** I8: how long the confirmation link mailed to a new address works. */
export const EMAIL_CHANGE_LIFETIME_SECONDS = 24 * 60 * 60;
/** GET /api/user/email_change/{token}: what the confirmation page shows. */
export const emailChangeInfoResponseSchema = z.object({
  data: z.object({ email_change: z.object({ current_email: z.string(), new_email: z.string(), company_name: z.string(), expires_at: z.string() }) }),
});

// ── Password registration (invitation) and reset: no login ──

export const linkTokenSchema = z.string().min(20).max(200);

/** GET /api/user/user/{token} → data.employee_invite */
export const invitationInfoResponseSchema = z.object({
  data: z.object({
    employee_invite: z.object({
      email: z.string(),
      name: z.string(),
      company_name: z.string(),
      expires_at: z.string(),
    }),
  }),
});
export type InvitationInfoResponse = z.infer<typeof invitationInfoResponseSchema>;

/** POST /api/user/user/register {user:{token,password}} */
export const registerBodySchema = z.object({ user: z.object({ token: linkTokenSchema, password: passwordSchema }) });
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** POST /api/auth/password {email, redirect_url} — reset request. */
export const resetRequestBodySchema = z.object({ email: emailSchema, redirect_url: z.string().max(2000).optional() });
export type ResetRequestBody = z.infer<typeof resetRequestBodySchema>;

/** POST /api/user/user/reset_password {token,password} */
export const resetPasswordBodySchema = z.object({ token: linkTokenSchema, password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const messageResponseSchema = z.object({ data: z.object({ message: z.string() }) });

/** The web forms: password twice. */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, password_confirmation: z.string({ error: ja.validation.required }) })
  .refine((v) => v.password === v.password_confirmation, {
    error: ja.passwordPolicy.confirmationMismatch,
    path: ['password_confirmation'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
