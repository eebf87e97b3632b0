/**
 * What ordering tells whom, in the transaction of the change: the worker gets a mail and a portal notice (an order
 * sent, sent again or taken back; a delivery or invoice reviewed), employees get a bell notification (the worker
 * accepted or asked to correct an order, submitted a delivery or an invoice).
 */
import { activityGroupCodes } from '@app/shared/activity';
import { formatDate } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { documentPaths } from '@app/shared/todos';
import type { Queryable } from '../../../db/client';
import { enqueueMail } from '../../platform/mail/mail.repository';
import { composeMail } from '../../platform/mail/mail.templates';
import { creatorOrAdministrators } from '../../identity/employees/employees.repository';
import { insertNotice } from '../../platform/worker-notices/worker-notices.repository';
import { insertNotifications } from '../../platform/notifications/notifications.repository';
import type { ContractWithParties, OrderRow } from './purchase-orders.repository';

export type WorkerNoticeKind =
  | 'order_submitted'
  | 'order_resubmitted'
  | 'order_reverted'
  | 'delivery_approved'
  | 'delivery_rejected'
  | 'invoice_approved'
  | 'invoice_rejected';

/** The portal path of an order (the worker's mail links there). */
export function portalOrderPath(contractCode: string, orderCode: string): string {
  return `/portal/contracts/${encodeURIComponent(contractCode)}/orders/${encodeURIComponent(orderCode)}`;
}

export async function notifyWorker(
  tx: Queryable,
  n: { kind: WorkerNoticeKind; companyId: number; companyName: string; parties: ContractWithParties; order: OrderRow; appUrl: string; comment?: string | null; groupTitle?: string },
) {
  const text = ja.ordering.workerNotice[n.kind];
  const path = portalOrderPath(n.parties.contract.code, n.order.code);
  const accountId = n.parties.worker.accountId;
  if (accountId !== null) {
    await insertNotice(tx, {
      accountId,
      companyId: n.companyId,
      title: text.title,
      body: `${n.companyName}「${n.order.title}」${n.groupTitle ? `／${n.groupTitle}` : ''}`,
      link: path,
    });
  }
  const to = n.parties.accountEmail ?? n.parties.worker.email;
  if (!to) return;
  const name = n.parties.profile?.fullName ?? n.parties.worker.fullName;
  await enqueueMail(
    tx,
    composeMail({
      companyId: n.companyId,
      to,
      subject: text.mailSubject(n.companyName, n.order.number),
      greeting: `${name} 様`,
      paragraphs: [text.mailBody],
      facts: [
        { label: ja.ordering.mail.company, value: n.companyName },
        { label: ja.ordering.mail.number, value: n.order.number, quote: false },
        { label: ja.ordering.mail.order, value: n.order.title },
        ...(n.groupTitle ? [{ label: ja.ordering.mail.group, value: n.groupTitle }] : []),
        { label: ja.ordering.mail.orderDate, value: formatDate(n.order.orderDate), quote: false },
        ...(n.comment ? [{ label: ja.ordering.mail.comment, value: n.comment }] : []),
      ],
      action: { label: ja.ordering.mail.action, url: new URL(path, n.appUrl).toString() },
    }),
  );
}

export type EmployeeNoticeKind = 'order_accepted' | 'order_correction_requested' | 'delivery_submitted' | 'invoice_submitted';

/**
 * A bell notification for the employee who created the order, or — when that employee is gone or suspended — for the
 * company's administrators. Its title names the document (order title ／ group and 発注番号) so two invoices are two
 * different lines, and `link` opens the document's screen (the order, the delivery or its invoice; issue #21).
 */
export async function notifyEmployees(
  tx: Queryable,
  n: {
    kind: EmployeeNoticeKind;
    companyId: number;
    order: OrderRow;
    workerName: string;
    workerCode: string;
    contractCode: string;
    groupTitle?: string;
    /** The delivery the notice is about (a submitted delivery or the delivery an invoice bills). */
    deliveryCode?: string;
  },
) {
  const text = ja.ordering.employeeNotice[n.kind];
  const recipients = await creatorOrAdministrators(tx, n.companyId, n.order.createdById);
  const document = `「${n.order.title}」${n.groupTitle ? `／${n.groupTitle}` : ''}（${n.order.number}）`;
  const link =
    n.deliveryCode === undefined
      ? documentPaths.order(n.workerCode, n.contractCode, n.order.code)
      : n.kind === 'invoice_submitted'
        ? documentPaths.invoice(n.workerCode, n.contractCode, n.deliveryCode)
        : documentPaths.delivery(n.workerCode, n.contractCode, n.deliveryCode);
  await insertNotifications(
    tx,
    recipients.map((employeeId) => ({
      companyId: n.companyId,
      employeeId,
      title: ja.bellDocument(text(n.workerName), document),
      body: `「${n.order.title}」${n.groupTitle ? `／${n.groupTitle}` : ''}`,
      businessorCode: n.workerCode,
      contractCode: n.contractCode,
      link,
      activityGroupCode: activityGroupCodes.order(n.order.code),
    })),
  );
}
