/** The worker portal (issue #9): worker accounts, invitation acceptance and the read-only contract views. */
import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import { contractProgressFields, contractTermsSchema } from './contracts';
import { linkTokenSchema } from './employees';
import { ja } from './messages/ja';
import { workerFullNameKanaSchema, workerFullNameSchema } from './workers';

// ── auth ──

export const workerSignInBodySchema = z.object({
  email: emailSchema,
  password: z.string({ error: ja.validation.required }).min(1, { error: ja.validation.required }).max(1024),
});
export type WorkerSignInBody = z.infer<typeof workerSignInBodySchema>;

export const workerAccountSchema = z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable() });
export type WorkerAccount = z.infer<typeof workerAccountSchema>;
export const workerSignInResponseSchema = z.object({ data: workerAccountSchema });

/** POST /api/worker_auth/password {email} — reset request (same answer whether the address is known or not). */
export const workerResetRequestBodySchema = z.object({ email: emailSchema });
export type WorkerResetRequestBody = z.infer<typeof workerResetRequestBodySchema>;

/** POST /api/worker_auth/reset_password {token, password} */
export const workerResetPasswordBodySchema = z.object({ token: linkTokenSchema, password: passwordSchema });
export type WorkerResetPasswordBody = z.infer<typeof workerResetPasswordBodySchema>;

// ── invitation ──

/** GET /api/worker_invitations/{token}: what the link holder may see. */
export const workerInvitationSchema = z.object({
  company_name: z.string(),
  worker_name: z.string(),
  worker_namekana: z.string(),
  email: z.string(),
  /** a worker account with this address exists: acceptance asks for its password instead of a new one */
  account_exists: z.boolean(),
  expires_at: z.string(),
});
export type WorkerInvitation = z.infer<typeof workerInvitationSchema>;
export const workerInvitationResponseSchema = z.object({ data: workerInvitationSchema });

/**
 * POST /api/worker_invitations/{token}/acceptance. `password` is the new password, or — when an account with the
 * invited address exists — that account's current password.
 */
export const acceptWorkerInvitationBodySchema = z.object({
  password: passwordSchema,
  full_name: workerFullNameSchema,
  full_namekana: workerFullNameKanaSchema,
  agreed_to_terms: z.literal(true, { error: ja.portal.termsRequired }),
});
export type AcceptWorkerInvitationBody = z.input<typeof acceptWorkerInvitationBodySchema>;

/** The web form: a new password is typed twice (an existing account's password once). */
export const acceptWorkerInvitationFormSchema = z
  .object({
    account_exists: z.boolean(),
    password: passwordSchema,
    password_confirmation: z.string(),
    full_name: workerFullNameSchema,
    full_namekana: workerFullNameKanaSchema,
    agreed_to_terms: z.boolean().refine((v) => v, { error: ja.portal.termsRequired }),
  })
  .refine((v) => v.account_exists || v.password === v.password_confirmation, {
    error: ja.passwordPolicy.confirmationMismatch,
    path: ['password_confirmation'],
  });
export type AcceptWorkerInvitationForm = z.input<typeof acceptWorkerInvitationFormSchema>;

// ── portal (v2: the web client reads these camelCased) ──

export const portalCompanySchema = z.object({ id: z.number().int(), name: z.string(), worker_code: z.string() });
export const portalMeResponseSchema = z.object({
  data: z.object({ id: z.number().int(), email: z.string(), name: z.string().nullable(), companies: z.array(portalCompanySchema) }),
});

export const portalContractSchema = contractTermsSchema.extend({ company_id: z.number().int(), company_name: z.string(), ...contractProgressFields });
export type PortalContractWire = z.infer<typeof portalContractSchema>;
export const portalContractListResponseSchema = z.object({ data: z.array(portalContractSchema) });
export const portalContractResponseSchema = z.object({ data: portalContractSchema });

export const portalContractQuerySchema = z.object({ company_id: z.coerce.number().int().positive().max(2_147_483_647) });

/** camelCase shapes as the web client reads them. */
export type PortalCompany = { id: number; name: string; workerCode: string };
export type PortalMe = { id: number; email: string; name: string | null; companies: PortalCompany[] };
export type PortalContract = {
  code: string;
  companyId: number;
  companyName: string;
  title: string;
  contractType: PortalContractWire['contract_type'];
  startDate: string;
  endDate: string | null;
  unitPriceType: PortalContractWire['unit_price_type'];
  unitPrice: number | null;
  taxType: PortalContractWire['tax_type'];
  taxRate: number;
  withholdingType: PortalContractWire['withholding_type'];
  usance: PortalContractWire['usance'];
  businessField: string | null;
  progress: PortalContractWire['progress'];
  progressLabel: string | null;
};
