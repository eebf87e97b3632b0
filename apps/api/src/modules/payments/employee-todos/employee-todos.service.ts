/**
 * 要対応 on the company's home (issue #21 item 5): per kind the count and the newest items, in one answer. Each query
 * is its owner's (deliveries: deliveries and invoices waiting; payment-notifications: 修正依頼; payments: due and
 * overdue); this service only names the documents and their screens. Every list is readable by every role (the list
 * pages are), so a viewer sees the same home without the means to act (docs/decisions.md).
 */
import { japanDate, todayInJapan } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { documentPaths, TODO_LIST_SIZE, type EmployeeTodosWire, type TodoItemWire } from '@app/shared/todos';
import { workerDisplayName } from '@app/shared/workers';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../lib/auth-context';
import { reviewQueue, type ReviewQueueItem } from '../../ordering/deliveries/deliveries.repository';
import { correctionRequests } from '../payment-notifications/payment-notifications.repository';
import { unpaidByUrgency } from '../payments/payments.repository';

function reviewItem(r: ReviewQueueItem, link: string): TodoItemWire {
  return {
    key: r.deliveryCode,
    worker: { code: r.workerCode, name: workerDisplayName(r.workerName, r.workerTradeName) },
    title: ja.todos.documentTitle(r.orderTitle, r.groupTitle),
    number: r.orderNumber,
    amount: r.amount,
    date: japanDate(r.submittedAt),
    link,
  };
}

/** GET /api/v2/employee/todos */
export async function employeeTodos(db: Db, auth: AuthContext, now = new Date()): Promise<EmployeeTodosWire> {
  const today = todayInJapan(now);
  const [invoices, deliveries, corrections, due, overdue] = await Promise.all([
    reviewQueue(db, auth.companyId, 'invoices', TODO_LIST_SIZE),
    reviewQueue(db, auth.companyId, 'deliveries', TODO_LIST_SIZE),
    correctionRequests(db, auth.companyId, TODO_LIST_SIZE),
    unpaidByUrgency(db, auth.companyId, 'due', today, TODO_LIST_SIZE),
    unpaidByUrgency(db, auth.companyId, 'overdue', today, TODO_LIST_SIZE),
  ]);
  const payment = (p: (typeof due.rows)[number]): TodoItemWire => ({
    key: p.code,
    worker: { code: p.workerCode, name: workerDisplayName(p.workerName, p.workerTradeName) },
    title: ja.todos.paymentTitle(p.paymentDueDate),
    number: p.number,
    amount: p.amount,
    date: p.paymentDate,
    link: documentPaths.payment(p.workerCode, p.paymentDate),
  });
  return {
    invoices: {
      count: invoices.total,
      items: invoices.rows.map((r) => reviewItem(r, documentPaths.invoice(r.workerCode, r.contractCode, r.deliveryCode))),
    },
    deliveries: {
      count: deliveries.total,
      items: deliveries.rows.map((r) => reviewItem(r, documentPaths.delivery(r.workerCode, r.contractCode, r.deliveryCode))),
    },
    correction_requests: {
      count: corrections.total,
      items: corrections.rows.map((n) => ({
        key: n.code,
        worker: { code: n.workerCode, name: workerDisplayName(n.workerName, n.workerTradeName) },
        title: ja.todos.paymentNotificationTitle(n.paymentMonth),
        number: n.number,
        amount: n.amount,
        date: n.paymentDate,
        link: documentPaths.paymentNotification(n.code),
      })),
    },
    payments_due: { count: due.total, items: due.rows.map(payment) },
    payments_overdue: { count: overdue.total, items: overdue.rows.map(payment) },
    today,
  };
}
