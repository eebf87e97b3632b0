import Box from '@mui/material/Box';
import { ja } from '@app/shared/messages/ja';
import { PageHeader } from '../../components/page-header';
import { DeliveryList } from '../../features/orders/components/delivery-list';

/** /deliveries: every delivery of the company (?status=&page=&perPage=); a row opens its review page. */
export function DeliveryListPage() {
  return (
    <Box>
      <PageHeader title={ja.pageTitles.deliveries} />
      <DeliveryList contractCode={null} />
    </Box>
  );
}
