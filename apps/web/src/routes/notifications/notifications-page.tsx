import { z } from 'zod';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ja } from '@app/shared/messages/ja';
import { NOTIFICATION_PAGE_SIZE, notificationListQuerySchema } from '@app/shared/notifications';
import { PageHeader } from '../../components/page-header';
import { useNotifications } from '../../features/notifications/api/get-notifications';
import { NotificationList } from '../../features/notifications/components/notification-list';
import { useOpenNotification } from '../../features/notifications/components/use-open-notification';
import { failureMessage } from '../../lib/api-client';
import { useListParams } from '../../lib/use-list-params';

const listParams = z.object({ page: notificationListQuerySchema.shape.page });

/** /notifications?page= — all notifications, 10 per page; opening one marks it read. */
export function NotificationsPage() {
  const list = useListParams(listParams, { pageSize: NOTIFICATION_PAGE_SIZE });
  const { page } = list.values;
  const query = useNotifications(page, { errorPrefix: ja.notifications.fetchFailed });
  const open = useOpenNotification();

  const total = query.data?.meta.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / NOTIFICATION_PAGE_SIZE));
  const unread = query.data?.meta.unreadNotificationCount ?? 0;

  return (
    <Box>
      <PageHeader
        title={ja.notifications.title}
        description={query.data ? ja.notifications.unreadCount(unread) : undefined}
      />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Box sx={{ height: 3 }}>{query.isFetching ? <LinearProgress sx={{ height: 3 }} aria-label={ja.app.loading} /> : null}</Box>
        {query.data ? (
          <NotificationList
            notifications={query.data.data}
            onOpen={open}
            emptyMessage={page > 1 && total > 0 ? ja.notifications.pageEmpty : ja.notifications.empty}
            showBody
          />
        ) : null}
        {query.isError && !query.data ? (
          <Typography color="error" variant="body2" sx={{ p: 3 }}>
            {failureMessage(ja.notifications.fetchFailed, query.error)}
          </Typography>
        ) : null}
        {query.isPending ? (
          <Typography color="text.secondary" variant="body2" sx={{ p: 3, textAlign: 'center' }}>
            {ja.app.loading}
          </Typography>
        ) : null}
      </Paper>
      {pageCount > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            page={Math.min(page, pageCount)}
            count={pageCount}
            color="primary"
            shape="rounded"
            onChange={(_event, next) => list.set({ page: next })}
            getItemAriaLabel={(type, itemPage) => {
              if (type === 'page') return ja.app.pagination.page(itemPage ?? 1);
              if (type === 'start-ellipsis' || type === 'end-ellipsis') return '';
              return ja.app.pagination[type];
            }}
          />
        </Box>
      ) : null}
    </Box>
  );
}
