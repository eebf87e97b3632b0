import type { ProgressKey } from '@app/shared/contract-progress';
import type { InvoiceRegistrationStatus } from '@app/shared/invoice-registrations';
import type { ReviewStatus } from '@app/shared/deliveries';
import type { PaymentNotificationStatus } from '@app/shared/payment-notifications';
import type { PaymentRecordStatus } from '@app/shared/payment-records';
import type { PaymentStatus } from '@app/shared/payments';
import type { PurchaseOrderStatus } from '@app/shared/purchase-orders';
import type { TimeMonthStatus } from '@app/shared/time-tracking-api';
import type { MyNumberStatus } from '@app/shared/workers';
import type { StatusTone } from '../app/theme';

/*
 * Which tone each state takes, on every screen that shows it (company and portal alike). The rule: not started or
 * waiting on the worker neutral, waiting on the company info, sent back (修正依頼, 差し戻し) warning, done (承認済,
 * 支払済) success, late or expired danger.
 */

export const purchaseOrderStatusTone: Record<PurchaseOrderStatus, StatusTone> = {
  draft: 'neutral',
  reviewing: 'info',
  approved: 'success',
  rejected: 'warning',
  correcting: 'warning',
  corrected: 'warning',
};

export const reviewStatusTone: Record<ReviewStatus, StatusTone> = { reviewing: 'info', approved: 'success', rejected: 'warning' };

export const progressTone: Record<ProgressKey, StatusTone> = {
  payment_late: 'danger',
  delivery_not_submitted: 'neutral',
  delivery_reviewing: 'info',
  delivery_fix_requested: 'warning',
  invoice_not_submitted: 'neutral',
  invoice_reviewing: 'info',
  invoice_fix_requested: 'warning',
  invoice_approved: 'success',
  payment_notification_reviewing: 'neutral',
  payment_notification_fix_requested: 'warning',
  payment_notification_accepted: 'success',
  payment_fixed: 'success',
};

export const paymentNotificationStatusTone: Record<PaymentNotificationStatus, StatusTone> = {
  before_sending: 'neutral',
  reviewing: 'neutral', // waiting on the worker, as its contract progress (支払通知書確認中)
  rejected: 'warning',
  approved: 'success',
  paid: 'success',
};

export const paymentStatusTone: Record<PaymentStatus, StatusTone> = { unpaid: 'warning', paid: 'success' };

export const myNumberStatusTone: Record<MyNumberStatus, StatusTone> = {
  not_requested: 'neutral',
  requested: 'warning',
  submitted: 'info',
  confirmed: 'success',
};

/** 支払調書 (issue #22): not issued yet neutral; 公開済 and メール送信済 are both done. */
export const paymentRecordStatusTone: Record<PaymentRecordStatus, StatusTone> = {
  unissued: 'neutral',
  published: 'success',
  emailed: 'success',
};

/** 稼働管理's month: 未提出 neutral (the worker's turn), 提出済 info (the company's), 差戻し warning, 承認済 success. */
export const timeMonthStatusTone: Record<TimeMonthStatus, StatusTone> = { open: 'neutral', submitted: 'info', approved: 'success', returned: 'warning' };

/** インボイス登録 as published (issue #25): 登録あり success, 失効・取消 danger (documents from then on are non-registered), 公表情報なし and 未確認 warning. */
export const invoiceRegistrationStatusTone: Record<InvoiceRegistrationStatus, StatusTone> = {
  registered: 'success',
  lapsed: 'danger',
  cancelled: 'danger',
  not_found: 'warning',
  unchecked: 'warning',
};
