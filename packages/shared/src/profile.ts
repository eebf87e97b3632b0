import { z } from 'zod';
import { ja } from './messages/ja';
import { employeeRoleSchema } from './roles';
import { singleLineText } from './text';

/** `data.profile` of GET /api/profile: the employee with company_id/company_name (SPEC §3 "Profile"). */
export const profileSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  email: z.string(),
  role: employeeRoleSchema,
  role_name: z.string(),
  department_id: z.number().int().nullable(),
  department_name: z.string().nullable(),
  company_id: z.number().int(),
  company_name: z.string(),
  /** マイナンバー事務取扱担当者 (designated on /company/employee): the menu offers マイナンバー to them only. */
  is_my_number_staff: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ data: z.object({ profile: profileSchema }) });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const profileNameSchema = singleLineText(
  z.string({ error: ja.validation.required }).trim().min(1, { error: ja.validation.required }).max(100, { error: ja.validation.tooLong(100) }),
);

/** PUT /api/profile {profile:{name}} — edit one's own name. */
export const updateProfileBodySchema = z.object({ profile: z.object({ name: profileNameSchema }) });
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;
