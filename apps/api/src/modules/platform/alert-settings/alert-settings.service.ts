import {
  DUE_ALERT_BUSINESS_DAYS_DEFAULT,
  effectiveAlerts,
  type AlertEmailSettingFields,
  type AlertEmailSettingResponseWire,
  type AlertKind,
  type AlertSetting,
} from '@app/shared/alert-email-settings';
import { ja } from '@app/shared/messages/ja';
import type { Db, Queryable } from '../../../db/client';
import { invalid } from '../../../lib/errors';
import type { AuthContext } from '../../../lib/auth-context';
import * as repo from './alert-settings.repository';

type SettingData = AlertEmailSettingResponseWire['data'];

/** GET /api/v2/employee/companies/alert_email_settings: the effective setting (defaults filled in) and the employees to choose from. */
export async function get(db: Queryable, auth: AuthContext): Promise<SettingData> {
  // one after the other: `db` may be a transaction (one connection)
  const row = await repo.findSetting(db, auth.companyId);
  const employees = await repo.listEmployees(db, auth.companyId);
  const admins = await repo.activeAdminIds(db, auth.companyId);
  // an employee deleted since the setting was saved is no longer shown as a recipient
  const existing = new Set(employees.map((e) => e.id));
  return {
    alert_email_setting: {
      alerts: effectiveAlerts(row?.alerts, admins).map((a) => ({
        kind: a.kind,
        enabled: a.enabled,
        employee_ids: a.employeeIds.filter((id) => existing.has(id)),
      })),
      payment_notification_message: row?.paymentNotificationMessage ?? null,
      deemed_approval_days: row?.deemedApprovalDays ?? null,
      due_alert_business_days: row?.dueAlertBusinessDays ?? DUE_ALERT_BUSINESS_DAYS_DEFAULT,
      payment_approval_threshold: row?.paymentApprovalThreshold ?? null,
      saved: row !== undefined,
    },
    employees,
  };
}

/**
 * PUT: replaces what the body holds (kinds given, the message, the days, the 支払期日 alert's lead) in one transaction. Every recipient must be
 * an employee of the signed-in company — an unknown id or another company's answers 422 naming the kind's field.
 */
export async function update(db: Db, auth: AuthContext, input: AlertEmailSettingFields): Promise<SettingData> {
  return db.transaction(async (tx) => {
    let alerts: Record<string, AlertSetting> | undefined;
    if (input.alerts) {
      const known = await repo.companyEmployeeIds(tx, auth.companyId, input.alerts.flatMap((a) => a.employee_ids));
      const fields: Record<string, string[]> = {};
      input.alerts.forEach((a, i) => {
        if (a.employee_ids.some((id) => !known.has(id))) fields[`alert_email_setting.alerts.${i}.employee_ids`] = [ja.alerts.unknownEmployee];
      });
      if (Object.keys(fields).length > 0) throw invalid(fields);
      alerts = Object.fromEntries(input.alerts.map((a) => [a.kind, { enabled: a.enabled, employeeIds: a.employee_ids }]));
    }
    await repo.saveSetting(tx, auth.companyId, {
      alerts,
      paymentNotificationMessage: input.payment_notification_message,
      deemedApprovalDays: input.deemed_approval_days,
      dueAlertBusinessDays: input.due_alert_business_days,
      paymentApprovalThreshold: input.payment_approval_threshold,
    });
    return get(tx, auth);
  });
}

export type AlertRecipient = { employeeId: number; email: string; name: string };

/**
 * Who gets the alert mail of `kind` for the company: the chosen (or, by default, the owners and administrators)
 * employees who are still active; [] when the company turned the alert off. For other modules and the jobs.
 */
export async function alertRecipients(db: Queryable, companyId: number, kind: AlertKind): Promise<AlertRecipient[]> {
  const row = await repo.findSetting(db, companyId);
  const own = row?.alerts[kind];
  if (own && !own.enabled) return [];
  const ids = own ? own.employeeIds : await repo.activeAdminIds(db, companyId);
  return repo.activeEmployees(db, companyId, ids);
}

/** The text the worker receives with a 支払通知書 and the みなし承認 days stated on it (null: not set). */
export async function paymentNotificationSettings(db: Queryable, companyId: number): Promise<{ message: string | null; deemedApprovalDays: number | null }> {
  const row = await repo.findSetting(db, companyId);
  return { message: row?.paymentNotificationMessage ?? null, deemedApprovalDays: row?.deemedApprovalDays ?? null };
}

/**
 * 二重承認 (issue #19 N10): the amount from which a direct or CSV-priced payment needs the approval of a second owner
 * or administrator (null: off). For the payments module.
 */
export async function paymentApprovalThreshold(db: Queryable, companyId: number): Promise<number | null> {
  return (await repo.findSetting(db, companyId))?.paymentApprovalThreshold ?? null;
}
