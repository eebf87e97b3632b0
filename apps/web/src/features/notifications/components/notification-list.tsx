import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { formatDateTime } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { notificationDocument } from '@app/shared/notifications';
import type { Notification } from '../api/get-notifications';

export interface NotificationListProps {
  notifications: Notification[];
  onOpen: (notification: Notification) => void;
  emptyMessage: string;
  /** Show the body text under the title (the full page does, the popup keeps to title + date). */
  showBody?: boolean;
  dense?: boolean;
}

export function NotificationList({ notifications, onOpen, emptyMessage, showBody = false, dense = false }: NotificationListProps) {
  if (notifications.length === 0) {
    return (
      <Box
        sx={{ py: 6, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, color: 'text.secondary' }}
        data-testid="notifications-empty"
      >
        <NotificationsNoneOutlinedIcon sx={{ fontSize: 40, color: 'action.disabled' }} aria-hidden />
        <Typography variant="body2" color="text.secondary">
          {emptyMessage}
        </Typography>
      </Box>
    );
  }
  return (
    <List disablePadding>
      {notifications.map((notification) => {
        const unread = notification.readAt === null;
        // a notification opens its thread (活動一覧); the full page keeps a second way to the document itself
        const document = showBody && notification.activityGroup ? notificationDocument(notification) : null;
        return (
          <ListItem
            key={notification.id}
            disablePadding
            secondaryAction={
              document ? (
                <Link component={RouterLink} to={document} variant="body2" data-testid="notification-document">
                  {ja.activity.bell.document}
                </Link>
              ) : undefined
            }
          >
          <ListItemButton
            onClick={() => onOpen(notification)}
            divider
            data-testid="notification-item"
            data-unread={unread ? 'true' : 'false'}
            sx={{
              alignItems: 'flex-start',
              gap: 1.5,
              py: dense ? 1.25 : 1.75,
              px: dense ? 2 : 2.5,
              ...(document ? { pr: 14 } : {}),
              bgcolor: unread ? 'rgba(31, 95, 174, 0.04)' : undefined,
            }}
          >
            <Box
              aria-hidden
              sx={{
                mt: 0.9,
                width: 8,
                height: 8,
                borderRadius: '50%',
                flexShrink: 0,
                bgcolor: unread ? 'primary.main' : 'transparent',
              }}
            />
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
                {unread ? (
                  <Typography
                    component="span"
                    variant="caption"
                    sx={{
                      color: 'primary.main',
                      fontWeight: 700,
                      border: 1,
                      borderColor: 'primary.light',
                      borderRadius: 1,
                      px: 0.75,
                      lineHeight: 1.6,
                      flexShrink: 0,
                    }}
                  >
                    {ja.notifications.unread}
                  </Typography>
                ) : null}
                <Typography
                  component="span"
                  variant="body2"
                  sx={{
                    fontWeight: unread ? 700 : 400,
                    overflowWrap: 'anywhere',
                    // the popup keeps two lines: enough for the document a title names (issue #21)
                    ...(showBody ? {} : { overflow: 'hidden', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical' }),
                  }}
                >
                  {notification.title}
                </Typography>
              </Box>
              {showBody && notification.body ? (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                  {notification.body}
                </Typography>
              ) : null}
              <Typography component="time" variant="caption" color="text.secondary" dateTime={notification.createdAt} sx={{ display: 'block', mt: 0.25 }}>
                {formatDateTime(notification.createdAt)}
              </Typography>
            </Box>
          </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
