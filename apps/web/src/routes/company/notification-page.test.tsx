/** /company/notification and /company/notification/payment_notification: what the form checks and what it sends. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AlertEmailSettingResponseWire } from '@app/shared/alert-email-settings';
import { ja } from '@app/shared/messages/ja';
import { server } from '../../test/setup';
import { API, owner } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const URL = `${API}/v2/employee/companies/alert_email_settings`;

function answer(overrides: Partial<AlertEmailSettingResponseWire['data']['alert_email_setting']> = {}): AlertEmailSettingResponseWire {
  return {
    data: {
      alert_email_setting: {
        alerts: [
          { kind: 'payment_notification_approved', enabled: true, employee_ids: [owner.id] },
          { kind: 'payment_notification_rejected', enabled: false, employee_ids: [] },
          { kind: 'payments_due_this_week', enabled: true, employee_ids: [owner.id] },
          { kind: 'unexported_payments', enabled: true, employee_ids: [owner.id, 3] },
          { kind: 'payment_due_soon', enabled: true, employee_ids: [owner.id] },
        ],
        payment_notification_message: null,
        deemed_approval_days: null,
        due_alert_business_days: 3,
        payment_approval_threshold: null,
        saved: true,
        ...overrides,
      },
      employees: [
        { id: owner.id, name: owner.name, email: owner.email, role: 'owner_administrator', suspended: false },
        { id: 2, name: '経理 花子', email: 'keiri@example.com', role: 'general', suspended: false },
        { id: 3, name: '休職 次郎', email: 'kyushoku@example.com', role: 'administrator', suspended: true },
      ],
    },
  };
}

/** Serves the setting and records every PUT body. */
function serve(initial = answer()) {
  const puts: unknown[] = [];
  server.use(
    http.get(URL, () => HttpResponse.json(initial)),
    http.put(URL, async ({ request }) => {
      puts.push(await request.json());
      return HttpResponse.json(initial);
    }),
  );
  return puts;
}

describe('/company/notification', () => {
  it('an alert turned on needs a recipient; the saved body holds every kind', async () => {
    const puts = serve();
    const { user } = renderApp('/company/notification');
    const rejected = await screen.findByTestId('alert-payment_notification_rejected');
    // the suspended recipient stays visible, marked
    expect(within(screen.getByTestId('alert-unexported_payments')).getByText(`休職 次郎（${ja.alerts.suspended}）`)).toBeTruthy();

    await user.click(within(rejected).getByRole('switch', { name: ja.alerts.enabledLabel(ja.alerts.kinds.payment_notification_rejected) }));
    await user.click(screen.getByRole('button', { name: ja.app.save }));
    expect(await within(rejected).findByText(ja.alerts.recipientsRequired)).toBeTruthy();
    expect(puts).toEqual([]);

    await user.click(within(rejected).getByRole('combobox', { name: ja.alerts.recipients }));
    await user.click(await screen.findByRole('option', { name: /経理 花子/ }));
    await user.click(screen.getByRole('button', { name: ja.app.save }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      alert_email_setting: {
        alerts: [
          { kind: 'payment_notification_approved', enabled: true, employee_ids: [owner.id] },
          { kind: 'payment_notification_rejected', enabled: true, employee_ids: [2] },
          { kind: 'payments_due_this_week', enabled: true, employee_ids: [owner.id] },
          { kind: 'unexported_payments', enabled: true, employee_ids: [owner.id, 3] },
          { kind: 'payment_due_soon', enabled: true, employee_ids: [owner.id] },
        ],
        due_alert_business_days: 3,
        payment_approval_threshold: null,
      },
    });
    await waitFor(() => expect(screen.getByTestId('toast').textContent).toBe(ja.alerts.saved));
  });

  it('the 支払期日 alert takes how many bank business days before it goes (1–10)', async () => {
    const puts = serve();
    const { user } = renderApp('/company/notification');
    const block = await screen.findByTestId('alert-payment_due_soon');
    expect(within(block).getByText(ja.alerts.kinds.payment_due_soon)).toBeTruthy();
    const days = within(block).getByRole('textbox', { name: ja.alerts.dueAlertDays });
    expect((days as HTMLInputElement).value).toBe('3');
    await user.clear(days);
    await user.type(days, '11');
    await user.click(screen.getByRole('button', { name: ja.app.save }));
    expect(await within(block).findByText(ja.alerts.dueAlertDaysRange)).toBeTruthy();
    expect(puts).toEqual([]);
    await user.clear(days);
    await user.type(days, '5');
    await user.click(screen.getByRole('button', { name: ja.app.save }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ alert_email_setting: { due_alert_business_days: 5 } });
  });
});

describe('/company/notification: 二重承認 (issue #19 N10)', () => {
  it('sends the threshold typed with commas, refuses 0, and sends null when emptied', async () => {
    const puts = serve(answer({ payment_approval_threshold: 1_000_000 }));
    const { user } = renderApp('/company/notification');
    const block = await screen.findByTestId('payment-approval');
    expect(within(block).getByText(ja.alerts.approvalTitle)).toBeTruthy();
    expect(within(block).getByText(ja.alerts.approvalHint)).toBeTruthy();
    const field = within(block).getByRole('textbox', { name: ja.alerts.approvalThreshold });
    expect((field as HTMLInputElement).value).toBe('1000000');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: ja.app.save }));
    expect(await within(block).findByText(ja.alerts.approvalThresholdRange)).toBeTruthy();
    expect(puts).toEqual([]);
    await user.clear(field);
    await user.type(field, '2,000,000');
    await user.click(screen.getByRole('button', { name: ja.app.save }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ alert_email_setting: { payment_approval_threshold: 2_000_000 } });
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: ja.app.save }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toMatchObject({ alert_email_setting: { payment_approval_threshold: null } });
  });
});

describe('/company/payment_notification (the SPEC path /company/notification/payment_notification redirects)', () => {
  it('previews the message, states the みなし承認 sentence, refuses days outside 1–60', async () => {
    const puts = serve();
    const { user, router } = renderApp('/company/notification/payment_notification');
    const message = await screen.findByRole('textbox', { name: ja.alerts.paymentNotification.message });
    // its own 設定 tab now, no longer a sub-tab of アラートメール設定
    expect(router.state.location.pathname).toBe('/company/payment_notification');
    expect(screen.getByRole('tab', { name: '支払通知書', selected: true })).toBeTruthy();
    await user.type(message, 'いつもありがとうございます。{Enter}ご確認ください。');
    expect(screen.getByTestId('message-preview').textContent).toBe('いつもありがとうございます。\nご確認ください。');
    expect(screen.getByTestId('deemed-sentence').textContent).toBe(ja.alerts.paymentNotification.deemedNone);

    await user.click(screen.getByRole('radio', { name: ja.alerts.paymentNotification.deemedOn }));
    const days = screen.getByRole('textbox', { name: ja.alerts.paymentNotification.deemedDays });
    await user.type(days, '61');
    await user.click(screen.getByRole('button', { name: ja.app.save }));
    expect(await screen.findByText(ja.alerts.deemedDaysRange)).toBeTruthy();
    expect(puts).toEqual([]);

    await user.clear(days);
    await user.type(days, '14');
    // the sentence the 支払通知書 will carry, worded as the document and the portal word it (送付後, review §4.3)
    expect(screen.getByTestId('deemed-sentence').textContent).toBe('「送付後14日以内に誤りのある旨の連絡がない場合には、記載内容のとおり確認があったものとします。」');
    await user.click(screen.getByRole('button', { name: ja.app.save }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toEqual({
      alert_email_setting: { payment_notification_message: 'いつもありがとうございます。\nご確認ください。', deemed_approval_days: 14 },
    });
  });
});
