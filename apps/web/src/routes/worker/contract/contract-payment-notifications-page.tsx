import { Link as RouterLink, useParams } from 'react-router';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ja } from '@app/shared/messages/ja';
import { paymentNotificationListQuerySchema } from '@app/shared/payment-notifications';
import { ListToolbar } from '../../../components/list-toolbar';
import { useDocumentTitle } from '../../../components/page-header';
import { useContractPaymentNotifications } from '../../../features/payment-notifications/api/payment-notifications';
import { StatusFilter } from '../../../features/payment-notifications/components/filters';
import { PaymentNotificationDetail } from '../../../features/payment-notifications/components/notification-detail';
import { PaymentNotificationTable } from '../../../features/payment-notifications/components/notification-table';
import { failureMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useListParams } from '../../../lib/use-list-params';

const s = ja.paymentNotificationScreens;
const tab = ja.orderScreens.contractTabs.paymentNotification;
const { shape } = paymentNotificationListQuerySchema;
const listParams = z.object({ page: shape.page, perPage: shape.limit, status: shape.status });

/** /worker/{code}/contract/{contractCode}/payment_notification: the contract's notifications, ?status=&page=&perPage=. */
export function ContractPaymentNotificationsPage() {
  const { code = '', contractCode = '' } = useParams();
  const list = useListParams(listParams);
  const { page, perPage: limit } = list.values;
  const status = list.values.status ?? null;
  const query = useContractPaymentNotifications(contractCode, { page, limit, status });
  const total = query.data?.meta.totalCount ?? 0;
  useDocumentTitle(tab);
  return (
    <Box>
      <ListToolbar total={query.data ? s.totalCount(total) : null} totalTestId="payment-notification-total">
        <StatusFilter value={status} onChange={(value) => list.set({ status: value })} />
      </ListToolbar>
      <PaymentNotificationTable
        rows={query.data?.data ?? []}
        scope="contract"
        linkTo={(n) => paths.contractPage(code, contractCode, `payment_notification/${n.code}`)}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed.list, query.error) : null}
        emptyMessage={status ? s.emptySearch : s.emptyContract}
        pagination={list.pagination(total)}
      />
    </Box>
  );
}

/** /worker/{code}/contract/{contractCode}/payment_notification/{code}: one notification (the list dialog's component). */
export function ContractPaymentNotificationPage() {
  const { code = '', contractCode = '', paymentNotificationId = '' } = useParams();
  useDocumentTitle(`${paymentNotificationId} - ${tab}`);
  return (
    <Box>
      <Button component={RouterLink} to={paths.contractPage(code, contractCode, 'payment_notification')} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        {s.backToList}
      </Button>
      <PaymentNotificationDetail code={paymentNotificationId} />
    </Box>
  );
}
