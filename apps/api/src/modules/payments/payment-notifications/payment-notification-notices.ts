/**
 * What a 支払通知書 tells whom, in the transaction of the change: the worker gets a mail and a portal notice when one
 * is sent (with the company's message); employees get a bell notification and the alert mail of the company's
 * settings when the worker approves or asks for a correction.
 */
import { activityGroupCodes } from '@app/shared/activity';
import { formatDate, formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { documentPaths } from '@app/shared/todos';
import type { Queryable } from '../../../db/client';
import { alertRecipients, paymentNotificationSettings } from '../../platform/alert-settings/alert-settings.service';
import { enqueueMail } from '../../platform/mail/mail.repository';
import { composeMail } from '../../platform/mail/mail.templates';
import { creatorOrAdministrators } from '../../identity/employees/employees.repository';
import { insertNotice } from '../../platform/worker-notices/worker-notices.repository';
import { findById as findWorkerById } from '../../partners/workers/workers.repository';
import { insertNotifications } from '../../platform/notifications/notifications.repository';
import type { NotificationRow, PayeeRow } from './payment-notifications.repository';

const t = ja.paymentNotifications;

/** The portal path of a notification (the worker's mail links there). */
export function portalNotificationPath(code: string): string {
  return `/portal/payment_notifications/${encodeURIComponent(code)}`;
}

/** The company's message to the worker and the みなし承認 days (alert-settings owns them). */
export const notificationSettings = paymentNotificationSettings;

export async function notifyWorkerOfNotification(
  tx: Queryable,
  n: { notification: NotificationRow; payee: PayeeRow; companyName: string; message: string | null; appUrl: string },
) {
  const path = portalNotificationPath(n.notification.code);
  if (n.payee.accountId !== null) {
    await insertNotice(tx, {
      accountId: n.payee.accountId,
      companyId: n.notification.companyId,
      title: t.workerNotice.title,
      body: `${n.companyName}／${formatDate(n.notification.paymentDate)}／${formatMoney(n.notification.transferAmount)}`,
      link: path,
    });
  }
  const to = n.payee.accountEmail ?? n.payee.email;
  if (!to) return;
  await enqueueMail(
    tx,
    composeMail({
      companyId: n.notification.companyId,
      to,
      subject: t.mail.subject(n.companyName, n.notification.number),
      greeting: `${n.payee.fullName} 様`,
      paragraphs: [t.mail.body],
      facts: [
        { label: ja.ordering.mail.company, value: n.companyName },
        { label: t.mail.number, value: n.notification.number, quote: false },
        { label: t.mail.paymentDate, value: formatDate(n.notification.paymentDate), quote: false },
        { label: t.mail.amount, value: formatMoney(n.notification.transferAmount), quote: false },
        ...(n.message ? [{ label: t.mail.message, value: n.message }] : []),
      ],
      action: { label: t.mail.action, url: new URL(path, n.appUrl).toString() },
    }),
  );
}

/**
 * The worker's answer: a bell notification for the employee who made the notification (or the administrators when
 * that employee is gone), and the alert mail to the recipients the company chose for approvals or rejections.
 */
export async function notifyEmployeesOfAnswer(tx: Queryable, n: NotificationRow) {
  const kind = n.status === 'approved' ? 'approved' : 'rejected';
  const text = t.employeeNotice[kind];
  const recipients = await creatorOrAdministrators(tx, n.companyId, n.createdById);
  const workerCode = (await findWorkerById(tx, n.companyId, n.workerId))?.code ?? '';
  await insertNotifications(
    tx,
    recipients.map((employeeId) => ({
      companyId: n.companyId,
      employeeId,
      title: ja.bellDocument(`${text.title}（${n.workerName}）`, `${ja.todos.monthOf(n.paymentMonth)}（${n.number}）`),
      body: `${formatDate(n.paymentDate)}／${formatMoney(n.transferAmount)}${n.workerComment ? `／${n.workerComment}` : ''}`,
      businessorCode: workerCode,
      link: documentPaths.paymentNotification(n.code),
      activityGroupCode: activityGroupCodes.pn(n.code),
    })),
  );
  const mailTo = await alertRecipients(tx, n.companyId, kind === 'approved' ? 'payment_notification_approved' : 'payment_notification_rejected');
  for (const r of mailTo) {
    await enqueueMail(
      tx,
      composeMail({
        companyId: n.companyId,
        to: r.email,
        subject: text.subject(n.workerName, n.number),
        greeting: `${r.name} 様`,
        paragraphs: [text.title],
        facts: [
          { label: t.mail.number, value: n.number, quote: false },
          { label: t.mail.worker, value: n.workerName },
          { label: t.mail.paymentDate, value: formatDate(n.paymentDate), quote: false },
          { label: t.mail.amount, value: formatMoney(n.transferAmount), quote: false },
          ...(n.workerComment ? [{ label: t.mail.comment, value: n.workerComment }] : []),
        ],
      }),
    );
  }
}
