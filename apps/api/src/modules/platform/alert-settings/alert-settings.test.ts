import { describe, expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { useTestApp } from '../../../../test/helpers';
import { alertRecipients, paymentNotificationSettings } from './alert-settings.service';

const ctx = useTestApp();
const URL = '/api/v2/employee/companies/alert_email_settings';
const KINDS = ['payment_notification_approved', 'payment_notification_rejected', 'payments_due_this_week', 'unexported_payments', 'payment_due_soon'];

type Alert = { kind: string; enabled: boolean; employee_ids: number[] };
const alertOf = (body: { data: { alert_email_setting: { alerts: Alert[] } } }, kind: string) =>
  body.data.alert_email_setting.alerts.find((a) => a.kind === kind);

describe('GET/PUT /api/v2/employee/companies/alert_email_settings', () => {
  it('without a saved setting: every alert on, sent to the active owners and administrators', async () => {
    const company = await ctx.makeCompany();
    const admin = await company.addEmployee('administrator');
    await company.addEmployee('administrator', { suspended: true });
    const general = await company.addEmployee('general');
    const res = await ctx.call('GET', URL, { headers: await ctx.signIn(company.owner.email) });
    expect(res.statusCode, res.body).toBe(200);
    const { alert_email_setting: setting, employees } = res.json().data;
    expect(setting).toEqual({
      alerts: KINDS.map((kind) => ({ kind, enabled: true, employee_ids: [company.owner.id, admin.id] })),
      payment_notification_message: null,
      deemed_approval_days: null,
      // the 支払期日 alert's lead: 3 bank business days unless saved
      due_alert_business_days: 3,
      payment_approval_threshold: null,
      saved: false,
    });
    // the recipients are chosen from every employee of the company (suspended ones marked)
    expect(employees.map((e: { id: number }) => e.id)).toHaveLength(4);
    expect(employees.find((e: { id: number }) => e.id === general.id)).toMatchObject({ role: 'general', suspended: false });
    expect(await alertRecipients(ctx.database.db, company.id, 'payments_due_this_week')).toEqual([
      { employeeId: company.owner.id, email: company.owner.email, name: expect.any(String) },
      { employeeId: admin.id, email: admin.email, name: '社員 administrator' },
    ]);
    expect(await paymentNotificationSettings(ctx.database.db, company.id)).toEqual({ message: null, deemedApprovalDays: null });
  });

  it('each screen saves its own part; the other part stays', async () => {
    const company = await ctx.makeCompany();
    const general = await company.addEmployee('general');
    const h = await ctx.signIn(company.owner.email);
    const put = await ctx.call('PUT', URL, {
      headers: h,
      body: {
        alert_email_setting: {
          alerts: [
            { kind: 'payment_notification_rejected', enabled: false, employee_ids: [] },
            { kind: 'unexported_payments', enabled: true, employee_ids: [general.id, general.id, company.owner.id] },
          ],
        },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(alertOf(put.json(), 'payment_notification_rejected')).toEqual({ kind: 'payment_notification_rejected', enabled: false, employee_ids: [] });
    expect(alertOf(put.json(), 'unexported_payments')?.employee_ids).toEqual([general.id, company.owner.id]);
    // kinds not sent keep the default
    expect(alertOf(put.json(), 'payment_notification_approved')).toMatchObject({ enabled: true, employee_ids: [company.owner.id] });

    const message = '  いつもありがとうございます。\n内容をご確認のうえ、承認をお願いします。  ';
    const second = await ctx.call('PUT', URL, {
      headers: h,
      body: { alert_email_setting: { payment_notification_message: message, deemed_approval_days: 7 } },
    });
    expect(second.statusCode, second.body).toBe(200);
    const saved = second.json().data.alert_email_setting;
    expect(saved).toMatchObject({ payment_notification_message: message.trim(), deemed_approval_days: 7, saved: true });
    expect(alertOf(second.json(), 'payment_notification_rejected')?.enabled).toBe(false);
    expect(alertOf(second.json(), 'unexported_payments')?.employee_ids).toEqual([general.id, company.owner.id]);

    expect(await alertRecipients(ctx.database.db, company.id, 'payment_notification_rejected')).toEqual([]);
    expect((await alertRecipients(ctx.database.db, company.id, 'unexported_payments')).map((r) => r.employeeId)).toEqual([company.owner.id, general.id]);
    expect(await paymentNotificationSettings(ctx.database.db, company.id)).toEqual({ message: message.trim(), deemedApprovalDays: 7 });

    // clearing: an empty message and no days
    const cleared = await ctx.call('PUT', URL, { headers: h, body: { alert_email_setting: { payment_notification_message: '', deemed_approval_days: null } } });
    expect(cleared.json().data.alert_email_setting).toMatchObject({ payment_notification_message: null, deemed_approval_days: null });
  });

  it('a suspended recipient gets nothing; a deleted one disappears from the setting', async () => {
    const company = await ctx.makeCompany();
    const a = await company.addEmployee('general');
    const b = await company.addEmployee('general');
    const h = await ctx.signIn(company.owner.email);
    await ctx.call('PUT', URL, { headers: h, body: { alert_email_setting: { alerts: [{ kind: 'payments_due_this_week', enabled: true, employee_ids: [a.id, b.id] }] } } });
    await ctx.database.pool.query('update employees set suspended = true where id = $1', [a.id]);
    expect((await alertRecipients(ctx.database.db, company.id, 'payments_due_this_week')).map((r) => r.employeeId)).toEqual([b.id]);
    await ctx.database.pool.query('delete from employees where id = $1', [b.id]);
    const res = await ctx.call('GET', URL, { headers: h });
    expect(alertOf(res.json(), 'payments_due_this_week')?.employee_ids).toEqual([a.id]);
  });

  it('refuses unknown or other companies’ employees, empty recipients, bad days and a long message — in Japanese, writing nothing', async () => {
    const company = await ctx.makeCompany();
    const other = await ctx.makeCompany();
    const h = await ctx.signIn(company.owner.email);
    const put = (alert_email_setting: unknown) => ctx.call('PUT', URL, { headers: h, body: { alert_email_setting } });

    const foreign = await put({
      alerts: [
        { kind: 'payment_notification_approved', enabled: true, employee_ids: [company.owner.id] },
        { kind: 'payments_due_this_week', enabled: true, employee_ids: [company.owner.id, other.owner.id] },
        { kind: 'unexported_payments', enabled: true, employee_ids: [99999999] },
      ],
      deemed_approval_days: 5,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().fields).toEqual({
      'alert_email_setting.alerts.1.employee_ids': [ja.alerts.unknownEmployee],
      'alert_email_setting.alerts.2.employee_ids': [ja.alerts.unknownEmployee],
    });

    const empty = await put({ alerts: [{ kind: 'payment_notification_approved', enabled: true, employee_ids: [] }] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual([ja.alerts.recipientsRequired]);

    for (const days of [0, 61, 1.5, '7']) {
      const res = await put({ deemed_approval_days: days });
      expect(res.statusCode, String(days)).toBe(422);
      expect(res.json().errors).toEqual([ja.alerts.deemedDaysRange]);
    }
    for (const days of [0, 11, 2.5, '3']) {
      const res = await put({ due_alert_business_days: days });
      expect(res.statusCode, String(days)).toBe(422);
      expect(res.json().errors).toEqual([ja.alerts.dueAlertDaysRange]);
    }
    const long = await put({ payment_notification_message: 'あ'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual([ja.validation.tooLong(1000)]);
    const control = await put({ payment_notification_message: 'ご確認ください\u202E' });
    expect(control.json().errors).toEqual([ja.validation.controlChars]);
    const twice = await put({
      alerts: [
        { kind: 'unexported_payments', enabled: false, employee_ids: [] },
        { kind: 'unexported_payments', enabled: true, employee_ids: [company.owner.id] },
      ],
    });
    expect(twice.json().errors).toEqual([ja.alerts.duplicateKind]);
    const unknownKind = await put({ alerts: [{ kind: 'everything', enabled: false, employee_ids: [] }] });
    expect(unknownKind.statusCode).toBe(422);

    const after = await ctx.call('GET', URL, { headers: h });
    expect(after.json().data.alert_email_setting).toMatchObject({ saved: false, deemed_approval_days: null });
    expect((await ctx.database.pool.query('select count(*)::int as n from alert_email_settings where company_id = $1', [company.id])).rows[0].n).toBe(0);
  });

  it('general reads only; viewer is refused; each company sees its own', async () => {
    const company = await ctx.makeCompany();
    const other = await ctx.makeCompany();
    const general = await ctx.signIn((await company.addEmployee('general')).email);
    const viewer = await ctx.signIn((await company.addEmployee('viewer')).email);
    expect((await ctx.call('GET', URL, { headers: general })).statusCode).toBe(200);
    const write = await ctx.call('PUT', URL, { headers: general, body: { alert_email_setting: { deemed_approval_days: 3 } } });
    expect(write.statusCode).toBe(403);
    expect(write.json().errors).toEqual([ja.auth.forbidden]);
    expect((await ctx.call('GET', URL, { headers: viewer })).statusCode).toBe(403);

    await ctx.call('PUT', URL, { headers: await ctx.signIn(other.owner.email), body: { alert_email_setting: { deemed_approval_days: 30 } } });
    const mine = await ctx.call('GET', URL, { headers: await ctx.signIn(company.owner.email) });
    expect(mine.json().data.alert_email_setting.deemed_approval_days).toBeNull();
    expect(mine.json().data.employees.map((e: { id: number }) => e.id)).not.toContain(other.owner.id);
  });
});
