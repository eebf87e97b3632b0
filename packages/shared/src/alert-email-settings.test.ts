import { describe, expect, it } from 'vitest';
import { deemedApprovalSentence, effectiveAlerts, updateAlertEmailSettingBodySchema } from './alert-email-settings';
import { ja } from './messages/ja';

describe('effectiveAlerts', () => {
  it('fills every kind not saved with "on, to the owners and administrators"', () => {
    expect(effectiveAlerts({ unexported_payments: { enabled: false, employeeIds: [] } }, [1, 2])).toEqual([
      { kind: 'payment_notification_approved', enabled: true, employeeIds: [1, 2] },
      { kind: 'payment_notification_rejected', enabled: true, employeeIds: [1, 2] },
      { kind: 'payments_due_this_week', enabled: true, employeeIds: [1, 2] },
      { kind: 'unexported_payments', enabled: false, employeeIds: [] },
      { kind: 'payment_due_soon', enabled: true, employeeIds: [1, 2] },
    ]);
  });
});

describe('the PUT body', () => {
  const parse = (alert_email_setting: unknown) => updateAlertEmailSettingBodySchema.safeParse({ alert_email_setting });

  it('keeps what is absent absent (each screen sends its part), trims the message, dedupes recipients', () => {
    expect(parse({ deemed_approval_days: 60 }).data).toEqual({ alert_email_setting: { deemed_approval_days: 60 } });
    expect(parse({ payment_notification_message: '  一行目\n二行目  ' }).data?.alert_email_setting).toEqual({ payment_notification_message: '一行目\n二行目' });
    expect(parse({ payment_notification_message: '   ' }).data?.alert_email_setting).toEqual({ payment_notification_message: null });
    expect(parse({ alerts: [{ kind: 'unexported_payments', enabled: true, employee_ids: [3, 3, 4] }] }).data?.alert_email_setting.alerts).toEqual([
      { kind: 'unexported_payments', enabled: true, employee_ids: [3, 4] },
    ]);
  });

  it('refuses days outside 1–60 and an enabled alert without recipients, in Japanese', () => {
    for (const days of [0, 61, 2.5]) expect(parse({ deemed_approval_days: days }).error?.issues[0]?.message).toBe(ja.alerts.deemedDaysRange);
    expect(parse({ alerts: [{ kind: 'payments_due_this_week', enabled: true, employee_ids: [] }] }).error?.issues[0]?.message).toBe(ja.alerts.recipientsRequired);
    expect(parse({ alerts: [{ kind: 'payments_due_this_week', enabled: false, employee_ids: [] }] }).success).toBe(true);
  });

  it('takes the 支払期日 alert lead of 1 to 10 bank business days, or null for the default', () => {
    expect(parse({ due_alert_business_days: 5 }).data).toEqual({ alert_email_setting: { due_alert_business_days: 5 } });
    expect(parse({ due_alert_business_days: null }).data).toEqual({ alert_email_setting: { due_alert_business_days: null } });
    for (const days of [0, 11, 1.5]) expect(parse({ due_alert_business_days: days }).error?.issues[0]?.message).toBe(ja.alerts.dueAlertDaysRange);
  });

  it('the sentence the document carries', () => {
    // one sentence everywhere (settings screen, PDF, portal): 送付後, as the NTA states the deemed confirmation
    expect(deemedApprovalSentence(7)).toBe('送付後7日以内に誤りのある旨の連絡がない場合には、記載内容のとおり確認があったものとします。');
    expect(deemedApprovalSentence(7)).toBe(ja.paymentNotifications.pdf.deemed(7));
  });
});
