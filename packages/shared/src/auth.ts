import { z } from 'zod';
import { ja } from './messages/ja';
import { employeeRoleSchema } from './roles';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

export const passwordSchema = z
  .string({ error: ja.validation.required })
  .min(PASSWORD_MIN, { error: ja.validation.passwordLength })
  .max(PASSWORD_MAX, { error: ja.validation.passwordLength });

export const emailSchema = z
  .string({ error: ja.validation.required })
  .trim()
  .min(1, { error: ja.validation.required })
  .max(254, { error: ja.validation.tooLong(254) })
  .pipe(z.email({ error: ja.validation.email }));

export const signInBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: ja.validation.required }).min(1, { error: ja.validation.required }).max(1024),
  /** The company to sign in to, when the address and password open more than one (answered by a 409 first). */
  company_id: z.number().int().positive().optional(),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signedInEmployeeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  email: z.string(),
  name: z.string(),
  role: employeeRoleSchema,
  company_id: z.number().int(),
});
export const signInResponseSchema = z.object({ data: signedInEmployeeSchema });

/** A company offered at sign-in when the password opens employee accounts of several companies. */
export const signInCompanyChoiceSchema = z.object({ id: z.number().int(), name: z.string() });
export type SignInCompanyChoice = z.infer<typeof signInCompanyChoiceSchema>;
/** 409 `COMPANY_SELECTION_REQUIRED`: sign in again with one of `meta.companies` as `company_id`. */
export const companySelectionRequiredSchema = z.object({
  errors: z.array(z.string()),
  code: z.literal('COMPANY_SELECTION_REQUIRED'),
  meta: z.object({ companies: z.array(signInCompanyChoiceSchema) }),
});
export type SignInResponse = z.infer<typeof signInResponseSchema>;

export const signOutResponseSchema = z.object({ success: z.literal(true) });
/** DELETE /api/auth/sessions — signs out every device of the signed-in employee, this one included (our design). */
export const signOutEverywhereResponseSchema = z.object({ success: z.literal(true) });

/** PUT /api/auth/password — change one's own password while signed in (devise_token_auth shape). */
export const changePasswordBodySchema = z
  .object({
    current_password: z.string({ error: ja.validation.required }).min(1, { error: ja.validation.required }).max(1024),
    password: passwordSchema,
    password_confirmation: z.string({ error: ja.validation.required }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    error: ja.settings.confirmationMismatch,
    path: ['password_confirmation'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export const changePasswordResponseSchema = z.object({ data: z.object({ message: z.string() }) });
