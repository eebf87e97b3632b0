import { useParams } from 'react-router';
import { ja } from '@app/shared/messages/ja';
import { useDocumentTitle } from '../../../components/page-header';
import { DeliveryList } from '../../../features/orders/components/delivery-list';

/** /worker/{code}/contract/{contractCode}/delivery: the contract's deliveries. */
export function ContractDeliveriesPage() {
  const { contractCode = '' } = useParams();
  useDocumentTitle(ja.orderScreens.contractTabs.delivery);
  return <DeliveryList contractCode={contractCode} />;
}
