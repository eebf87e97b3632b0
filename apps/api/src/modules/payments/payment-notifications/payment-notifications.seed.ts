/**
 * The demo company's 支払通知書, one in every status, made by the module's own bulk creation (and edit) from the demo
 * orders' approved groups (purchase-orders.seed.ts): July and August approved by the worker (the payments seed pays
 * July), September sent and awaiting the worker, the October articles sent back with a comment, the October
 * bookkeeping not yet sent, and 伊藤 さくら's September design work — lines inspected on 2026-09-30 and 10-01, so the
 * document states both 経過措置 shares (80 % and 70 %) — with an 経費精算 (taxed, withheld with the 報酬).
 * No mail is written: the statuses are set as the history would have left them.
 */
import type { AdjustmentInput, PaymentNotificationStatus } from '@app/shared/payment-notifications';
import { notificationEditSchema } from '@app/shared/payment-notifications';
import type { Queryable } from '../../../db/client';
import * as repo from './payment-notifications.repository';
import * as groupsRepo from './payment-notification-groups.repository';
import { createBulk } from './payment-notification-create.service';
import { updateBulk } from './payment-notification-changes.service';

type Plan = {
  order: string;
  status: PaymentNotificationStatus;
  sentAt?: string;
  answeredAt?: string;
  comment?: string;
  remarks?: string;
  adjustments?: AdjustmentInput[];
};

const PLANS: Plan[] = [
  { order: 'Webアプリケーション開発 2026年7月分', status: 'approved', sentAt: '2026-08-03T10:00:00+09:00', answeredAt: '2026-08-03T18:30:00+09:00' },
  { order: 'Webアプリケーション開発 2026年8月分', status: 'approved', sentAt: '2026-09-02T10:00:00+09:00', answeredAt: '2026-09-02T21:10:00+09:00' },
  { order: 'Webアプリケーション開発 2026年9月分', status: 'reviewing', sentAt: '2026-10-05T10:00:00+09:00', remarks: '9月分の開発業務委託料です。' },
  {
    order: 'オウンドメディア記事執筆 10月分',
    status: 'rejected',
    sentAt: '2026-11-02T10:00:00+09:00',
    answeredAt: '2026-11-03T09:40:00+09:00',
    comment: '取材時のタクシー代（3,300円）が含まれていません。立替経費として追加をお願いします。',
  },
  { order: '経理事務 2026年10月分', status: 'before_sending' },
  {
    order: 'UIデザイン改善 2026年9月分',
    status: 'approved',
    sentAt: '2026-10-02T10:00:00+09:00',
    answeredAt: '2026-10-02T16:20:00+09:00',
    adjustments: [{ name: '撮影用小道具の購入費（領収書はワーカー名義）', amount: 4_000, category: 'expense', tax_rate: 10 }],
  },
];

/** Answers the notification id by order title (the payments seed pays the paid one). */
export async function seedPaymentNotificationsDemo(tx: Queryable, companyId: number, owner: { id: number; name: string }): Promise<Map<string, number>> {
  const { rows } = await groupsRepo.notifiableGroups(tx, companyId, {}, 500);
  const auth = { companyId, employeeId: owner.id, profile: { name: owner.name } };
  const made = new Map<string, number>();
  for (const plan of PLANS) {
    const groups = rows.filter((g) => g.orderTitle === plan.order).map((g) => g.id);
    if (groups.length === 0) continue;
    const { data } = await createBulk(tx, auth, groups);
    const id = data[0]!.id;
    made.set(plan.order, id);
    if (plan.adjustments) {
      const [n] = await repo.findByIds(tx, companyId, [id]);
      await updateBulk(tx, auth, [notificationEditSchema.parse({ id, payment_date: n!.paymentDate, adjustments: plan.adjustments })]);
    }
    await repo.setStatus(tx, companyId, [id], {
      status: plan.status,
      submittedAt: plan.sentAt ? new Date(plan.sentAt).toISOString() : null,
      answeredAt: plan.answeredAt ? new Date(plan.answeredAt).toISOString() : null,
      workerComment: plan.comment ?? null,
      remarks: plan.remarks ?? null,
    });
  }
  return made;
}
