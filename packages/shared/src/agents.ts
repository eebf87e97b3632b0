import { z } from 'zod';
import { pageQuery } from './paging';
import { INVOICE_NUMBER_PATTERN, isValidInvoiceRegistrationNumber } from './check-digits';
import { dateSchema, endsBeforeStart, optionalDateSchema } from './dates';
import { type Usance, usances } from './usance';
import { ja } from './messages/ja';
import { optionalMoneySchema } from './money';
import { singleLineText, multiLineText } from './text';

export const agentEntityTypes = ['corporation', 'individual'] as const;
export type AgentEntityType = (typeof agentEntityTypes)[number];
export const agentEntityTypeLabels: Record<AgentEntityType, string> = { corporation: '法人', individual: '個人' };

export const agentFeeTypes = ['rate', 'fixed'] as const;
export type AgentFeeType = (typeof agentFeeTypes)[number];
export const agentFeeTypeLabels: Record<AgentFeeType, string> = { rate: '紹介料率', fixed: '固定額' };

const required = (max: number) =>
  singleLineText(
    z
      .string({ error: ja.validation.required })
      .trim()
      .min(1, { error: ja.validation.required })
      .max(max, { error: ja.validation.tooLong(max) }),
  );
/** One line unless `multi` (memo): names, addresses and contacts never hold a line break. */
const optionalText = (max: number, pattern?: RegExp, message?: string, lines: 'single' | 'multi' = 'single') =>
  (lines === 'single' ? singleLineText : multiLineText)(
    z
      .string()
      .nullish()
      .transform((v, ctx) => {
        const t = (v ?? '').trim();
        if (t === '') return null;
        if (t.length > max) {
          ctx.addIssue({ code: 'custom', message: ja.validation.tooLong(max) });
          return z.NEVER;
        }
        if (pattern && !pattern.test(t)) {
          ctx.addIssue({ code: 'custom', message: message ?? ja.validation.invalid });
          return z.NEVER;
        }
        return t;
      }),
  );

/** An agent (紹介会社・紹介者): the body of POST/PUT /api/v2/employee/agents and the web form. */
export const agentFormSchema = z
  .object({
    name: required(100),
    name_kana: optionalText(100, /^[\p{Script=Katakana}ー・\s\u3000]+$/u, ja.agentForm.kanaInvalid),
    entity_type: z.enum(agentEntityTypes, { error: ja.validation.invalid }),
    contact_person: optionalText(100),
    email: optionalText(254, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, ja.validation.email),
    phone: optionalText(20, /^0\d{1,4}-?\d{1,4}-?\d{3,4}$/, ja.agentForm.phoneInvalid),
    postal_code: optionalText(8, /^\d{3}-?\d{4}$/, ja.agentForm.postalCodeInvalid),
    address: optionalText(200),
    invoice_registration_number: optionalText(14, INVOICE_NUMBER_PATTERN, ja.agentForm.invoiceNumberFormat),
    memo: optionalText(1000, undefined, undefined, 'multi'),
  })
  .superRefine((v, ctx) => {
    // The format is checked above (its own message); the check digit only where there is one (a corporation's 法人番号).
    if (v.invoice_registration_number && !isValidInvoiceRegistrationNumber(v.invoice_registration_number, v.entity_type)) {
      ctx.addIssue({ code: 'custom', path: ['invoice_registration_number'], message: ja.agentForm.invoiceNumberCheckDigit });
    }
  });
export type AgentFormInput = z.input<typeof agentFormSchema>;
export type AgentFormValues = z.output<typeof agentFormSchema>;
export const agentBodySchema = z.object({ agent: agentFormSchema });

export const agentSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  name_kana: z.string().nullable(),
  entity_type: z.enum(agentEntityTypes),
  entity_type_name: z.string(),
  contact_person: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  postal_code: z.string().nullable(),
  address: z.string().nullable(),
  invoice_registration_number: z.string().nullable(),
  memo: z.string().nullable(),
  contract_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgentWire = z.infer<typeof agentSchema>;
export const agentResponseSchema = z.object({ data: agentSchema });

export const AGENT_LIST_DEFAULT_LIMIT = 25;
export const agentListQuerySchema = z.object({
  ...pageQuery('limit', AGENT_LIST_DEFAULT_LIMIT),
  search: z.string().trim().max(100, { error: ja.validation.searchTooLong(100) }).optional().default(''),
});
export const agentListResponseSchema = z.object({
  data: z.array(agentSchema),
  meta: z.object({ total_count: z.number().int(), page: z.number().int(), limit: z.number().int() }),
});
export type AgentListResponseWire = z.infer<typeof agentListResponseSchema>;

/** '15' / '12.5' / '12.34' (percent) → basis points (1500 / 1250 / 1234); null when not a rate in (0, 100]. */
export function parseRatePercent(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(t)) return null;
  const [whole, fraction = ''] = t.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp > 0 && bp <= 10000 ? bp : null;
}
/** 1250 → '12.5' */
export function formatRatePercent(bp: number | null | undefined): string {
  if (bp == null) return '';
  const whole = Math.floor(bp / 100);
  const fraction = String(bp % 100).padStart(2, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

const feeRateSchema = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((v, ctx) => {
    if (v == null || v === '') return null;
    const bp = parseRatePercent(String(v));
    if (bp === null) {
      ctx.addIssue({ code: 'custom', message: ja.agentContract.feeRateInvalid });
      return z.NEVER;
    }
    return bp;
  });

/**
 * An agent contract (紹介契約): the body of POST …/agents/{code}/agent_contracts and PUT /agent_contracts/{code}.
 * `fee_rate` is a percent as typed ('15', '12.5'); the API stores basis points and answers `fee_rate_bp`.
 */
export const agentContractFormSchema = z
  .object({
    title: required(100),
    start_date: dateSchema,
    end_date: optionalDateSchema,
    fee_type: z.enum(agentFeeTypes, { error: ja.validation.invalid }),
    fee_rate: feeRateSchema,
    fixed_fee: optionalMoneySchema,
    usance: z.enum(usances, { error: ja.validation.invalid }),
    worker_code_list: z.array(z.string().min(1).max(64)).max(500),
    memo: optionalText(1000, undefined, undefined, 'multi'),
  })
  .superRefine((v, ctx) => {
    if (endsBeforeStart(v.start_date, v.end_date)) {
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: ja.validation.afterStartDate });
    }
    if (v.fee_type === 'rate' && v.fee_rate === null) {
      ctx.addIssue({ code: 'custom', path: ['fee_rate'], message: ja.agentContract.feeRequired });
    }
    if (v.fee_type === 'fixed' && v.fixed_fee === null) {
      ctx.addIssue({ code: 'custom', path: ['fixed_fee'], message: ja.agentContract.feeRequired });
    }
  });
export type AgentContractFormInput = z.input<typeof agentContractFormSchema>;
export type AgentContractFormValues = z.output<typeof agentContractFormSchema>;
export const agentContractBodySchema = z.object({ agent_contract: agentContractFormSchema });

export const agentContractSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  agent_code: z.string(),
  agent_name: z.string(),
  title: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  fee_type: z.enum(agentFeeTypes),
  fee_type_name: z.string(),
  fee_rate_bp: z.number().int().nullable(),
  fixed_fee: z.number().int().nullable(),
  usance: z.enum(usances),
  usance_name: z.string(),
  memo: z.string().nullable(),
  workers: z.array(z.object({ code: z.string(), fullname: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgentContractWire = z.infer<typeof agentContractSchema>;
export const agentContractResponseSchema = z.object({ data: agentContractSchema });
export const agentContractListResponseSchema = z.object({
  data: z.array(agentContractSchema),
  meta: z.object({ total_count: z.number().int() }),
});

export type { Usance };
