import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../../components/page-header';
import { ComingSoon } from '../../placeholder/coming-soon';

/** payment_notification and payment_notification/{id}: the payments issue builds them; until then 準備中. */
export function PaymentNotificationPlaceholderPage() {
  useDocumentTitle(ja.orderScreens.contractTabs.paymentNotification);
  return <ComingSoon />;
}
