import { Link as RouterLink, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ja } from '@app/shared/messages/ja';
import { PAYMENT_NOTIFICATION_LIST_DEFAULT_LIMIT } from '@app/shared/payment-notifications';
import { useDocumentTitle } from '../../../components/page-header';
import { useContractPaymentNotifications } from '../../../features/payment-notifications/api/payment-notifications';
import { parseStatus, StatusFilter } from '../../../features/payment-notifications/components/filters';
import { PaymentNotificationDetail } from '../../../features/payment-notifications/components/notification-detail';
import { PaymentNotificationTable } from '../../../features/payment-notifications/components/notification-table';
import { failureMessage } from '../../../lib/api-client';
import { parsePositiveInt } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { useUrlState } from '../../../lib/use-url-state';

const s = ja.paymentNotificationScreens;
const tab = ja.orderScreens.contractTabs.paymentNotification;

/** /worker/{code}/contract/{contractCode}/payment_notification: the contract's notifications, ?status=&page=&perPage=. */
export function ContractPaymentNotificationsPage() {
  const { code = '', contractCode = '' } = useParams();
  const { params, update } = useUrlState();
  const page = parsePositiveInt(params.get('page'), 1);
  const limit = parsePositiveInt(params.get('perPage'), PAYMENT_NOTIFICATION_LIST_DEFAULT_LIMIT, 100);
  const status = parseStatus(params.get('status'));
  const query = useContractPaymentNotifications(contractCode, { page, limit, status });
  useDocumentTitle(tab);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <StatusFilter value={status} onChange={(v) => update({ status: v, page: null })} />
        <Box sx={{ flexGrow: 1 }} />
        {query.data ? (
          <Typography variant="body2" color="text.secondary" data-testid="payment-notification-total">
            {s.totalCount(query.data.meta.totalCount)}
          </Typography>
        ) : null}
      </Box>
      <PaymentNotificationTable
        rows={query.data?.data ?? []}
        scope="contract"
        linkTo={(n) => paths.contractPage(code, contractCode, `payment_notification/${n.code}`)}
        loading={query.isFetching}
        errorMessage={query.isError && !query.data ? failureMessage(s.loadFailed.list, query.error) : null}
        emptyMessage={status ? s.emptySearch : s.emptyContract}
        pagination={{
          page: page - 1,
          rowsPerPage: limit,
          count: query.data?.meta.totalCount ?? 0,
          onPageChange: (index) => update({ page: index === 0 ? null : String(index + 1) }),
          onRowsPerPageChange: (size) => update({ perPage: String(size), page: null }),
        }}
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
