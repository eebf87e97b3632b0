/**
 * Alert mail settings and the company's 支払通知書 settings (issue #11 item 8; SPEC §2 /company/notification and
 * /company/notification/payment_notification, §7 GET/PUT /v2/employee/companies/alert_email_settings).
 *
 * Who gets which alert mail: per kind, whether it is sent and to which employees. A company that never saved the
 * setting (no row) gets every alert, sent to its active owners and administrators of the moment; a kind missing from a
 * saved setting gets the same default. The alerts travel as an array of `{ kind, … }` (not keyed by kind) so that the
 * web client's camelCasing of v2 answers leaves the kinds as they are.
 */
import { z } from 'zod';
import { ja } from './messages/ja';
import { employeeRoleSchema } from './roles';
import { optionalText } from './text';

export const alertKinds = [
  'payment_notification_approved',
  'payment_notification_rejected',
  'payments_due_this_week',
  'unexported_payments',
  'payment_due_soon',
] as const;
export const alertKindSchema = z.enum(alertKinds);
export type AlertKind = z.infer<typeof alertKindSchema>;

export const alertKindLabels: Record<AlertKind, string> = ja.alerts.kinds;

/** The most characters of the message the worker receives with a 支払通知書. */
export const PAYMENT_NOTIFICATION_MESSAGE_MAX = 1000;
/** みなし承認: 1 to 60 days after sending (null: not set). */
const DEEMED_APPROVAL_DAYS_MIN = 1;
const DEEMED_APPROVAL_DAYS_MAX = 60;

/** The sentence a 支払通知書 carries when the company set deemed approval after `days` days. */
export function deemedApprovalSentence(days: number): string {
  return ja.alerts.deemedApprovalSentence(days);
}

/**
 * 支払期日の事前アラート (payment_due_soon, issue #18 item 5): how many bank business days before an unpaid 支払期日
 * the mail goes (payment-due.ts dueAlertDay); null = the default.
 */
export const DUE_ALERT_BUSINESS_DAYS_DEFAULT = 3;
const DUE_ALERT_BUSINESS_DAYS_MIN = 1;
export const DUE_ALERT_BUSINESS_DAYS_MAX = 10;

export const dueAlertBusinessDaysSchema = z
  .number({ error: ja.alerts.dueAlertDaysRange })
  .int({ error: ja.alerts.dueAlertDaysRange })
  .min(DUE_ALERT_BUSINESS_DAYS_MIN, { error: ja.alerts.dueAlertDaysRange })
  .max(DUE_ALERT_BUSINESS_DAYS_MAX, { error: ja.alerts.dueAlertDaysRange })
  .nullable();

/**
 * 二重承認 (issue #19 N10): direct and CSV-priced payments of at least this many yen need the approval of an owner or
 * administrator other than their creator before they can go into a transfer file; null = off. The upper bound is the
 * largest payment amount (PAYMENT_AMOUNT_MAX).
 */
export const PAYMENT_APPROVAL_THRESHOLD_MAX = 9_999_999_999;
export const paymentApprovalThresholdSchema = z
  .number({ error: ja.alerts.approvalThresholdRange })
  .int({ error: ja.alerts.approvalThresholdRange })
  .min(1, { error: ja.alerts.approvalThresholdRange })
  .max(PAYMENT_APPROVAL_THRESHOLD_MAX, { error: ja.alerts.approvalThresholdRange })
  .nullable();

/** Whether a direct or CSV-priced payment of `amount` needs a second employee's approval under `threshold`. */
export function needsPaymentApproval(amount: number, threshold: number | null | undefined): boolean {
  return threshold !== null && threshold !== undefined && amount >= threshold;
}

export type AlertSetting = { enabled: boolean; employeeIds: number[] };

/**
 * The effective setting of every kind, in catalogue order: the stored one where there is one, otherwise enabled and
 * sent to `defaultRecipientIds` (the company's active owners and administrators).
 */
export function effectiveAlerts(
  stored: Partial<Record<string, AlertSetting>> | null | undefined,
  defaultRecipientIds: readonly number[],
): ({ kind: AlertKind } & AlertSetting)[] {
  return alertKinds.map((kind) => {
    const own = stored?.[kind];
    return own ? { kind, enabled: own.enabled, employeeIds: [...own.employeeIds] } : { kind, enabled: true, employeeIds: [...defaultRecipientIds] };
  });
}

// ---- wire -------------------------------------------------------------------------------------------------------

const alertWireSchema = z.object({
  kind: alertKindSchema,
  enabled: z.boolean(),
  employee_ids: z.array(z.number().int()),
});

const alertEmailSettingSchema = z.object({
  /** every kind once, in catalogue order */
  alerts: z.array(alertWireSchema),
  payment_notification_message: z.string().nullable(),
  deemed_approval_days: z.number().int().nullable(),
  /** the 支払期日 alert's lead in bank business days (the default filled in) */
  due_alert_business_days: z.number().int(),
  /** 二重承認: the amount from which a direct payment needs a second approver (null: off) */
  payment_approval_threshold: z.number().int().nullable(),
  /** whether the company saved the setting (false: the defaults are shown) */
  saved: z.boolean(),
});

/** An employee the recipients may be chosen from (suspended ones are listed so a saved choice can be shown). */
const alertRecipientCandidateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: employeeRoleSchema,
  suspended: z.boolean(),
});

export const alertEmailSettingResponseSchema = z.object({
  data: z.object({ alert_email_setting: alertEmailSettingSchema, employees: z.array(alertRecipientCandidateSchema) }),
});
export type AlertEmailSettingResponseWire = z.infer<typeof alertEmailSettingResponseSchema>;

// ---- body -------------------------------------------------------------------------------------------------------

/** One kind in a PUT: enabled needs at least one recipient; the ids are made unique. */
const alertBodySchema = z
  .object({
    kind: alertKindSchema,
    enabled: z.boolean({ error: ja.validation.invalid }),
    employee_ids: z
      .array(z.number({ error: ja.alerts.unknownEmployee }).int({ error: ja.alerts.unknownEmployee }).positive({ error: ja.alerts.unknownEmployee }))
      .max(1000)
      .transform((ids) => [...new Set(ids)]),
  })
  .superRefine((value, issue) => {
    if (value.enabled && value.employee_ids.length === 0) {
      issue.addIssue({ code: 'custom', path: ['employee_ids'], message: ja.alerts.recipientsRequired });
    }
  });

export const deemedApprovalDaysSchema = z
  .number({ error: ja.alerts.deemedDaysRange })
  .int({ error: ja.alerts.deemedDaysRange })
  .min(DEEMED_APPROVAL_DAYS_MIN, { error: ja.alerts.deemedDaysRange })
  .max(DEEMED_APPROVAL_DAYS_MAX, { error: ja.alerts.deemedDaysRange })
  .nullable();

export const paymentNotificationMessageSchema = optionalText(PAYMENT_NOTIFICATION_MESSAGE_MAX, 'multi');

/**
 * PUT body `{ alert_email_setting: { alerts?, payment_notification_message?, deemed_approval_days?, due_alert_business_days?, payment_approval_threshold? } }`: what is
 * present is replaced (each kind given replaces that kind), what is absent stays — the two settings screens each
 * send their own part.
 */
const alertEmailSettingFieldsSchema = z.object({
  alerts: z
    .array(alertBodySchema)
    .max(alertKinds.length * 2)
    .refine((alerts) => new Set(alerts.map((a) => a.kind)).size === alerts.length, { error: ja.alerts.duplicateKind })
    .optional(),
  payment_notification_message: paymentNotificationMessageSchema.optional(),
  deemed_approval_days: deemedApprovalDaysSchema.optional(),
  due_alert_business_days: dueAlertBusinessDaysSchema.optional(),
  payment_approval_threshold: paymentApprovalThresholdSchema.optional(),
});
export type AlertEmailSettingInput = z.input<typeof alertEmailSettingFieldsSchema>;
export type AlertEmailSettingFields = z.output<typeof alertEmailSettingFieldsSchema>;

export const updateAlertEmailSettingBodySchema = z.object({ alert_email_setting: alertEmailSettingFieldsSchema });
