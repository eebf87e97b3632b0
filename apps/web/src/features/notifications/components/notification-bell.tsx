import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { unreadBadgeText } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { NOTIFICATION_POLL_MS } from '@app/shared/notifications';
import { isExternalUrl } from '@app/shared/app-config';
import { useAppConfig } from '../../app-config/api/use-app-config';
import { paths } from '../../../lib/paths';
import { useNotifications } from '../api/get-notifications';
import { NotificationList } from './notification-list';
import { useOpenNotification } from './use-open-notification';

/** The popup's help icons (SPEC §2): FAQ and guide — the company's own pages in a new tab, or the app's own pages. */
function HelpLinks({ onNavigate }: { onNavigate: () => void }) {
  const { faqUrl, guideUrl } = useAppConfig();
  const links = [
    { label: ja.notifications.faq, href: faqUrl, Icon: HelpOutlineIcon },
    { label: ja.notifications.guide, href: guideUrl, Icon: MenuBookOutlinedIcon },
  ];
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {links.map(({ label, href, Icon }) => (
        <Tooltip key={label} title={label}>
          {isExternalUrl(href) ? (
            <IconButton component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={label} size="small">
              <Icon fontSize="small" />
            </IconButton>
          ) : (
            <IconButton component={RouterLink} to={href} onClick={onNavigate} aria-label={label} size="small">
              <Icon fontSize="small" />
            </IconButton>
          )}
        </Tooltip>
      ))}
    </Box>
  );
}

export const NOTIFICATION_POPUP_WIDTH = 500;
export const NOTIFICATION_POPUP_HEIGHT = 400;

/** Bell with unread badge ('10+' at ≥10): polls every 30 s and on every route change; popup 500×400 with page 1. */
export function NotificationBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const location = useLocation();
  const query = useNotifications(1, { refetchInterval: NOTIFICATION_POLL_MS });
  const { refetch } = query;

  const lastLocationKey = useRef(location.key);
  useEffect(() => {
    if (lastLocationKey.current === location.key) return;
    lastLocationKey.current = location.key;
    void refetch();
  }, [location.key, refetch]);

  const close = useCallback(() => setAnchor(null), []);
  const open = useOpenNotification(close);

  const unread = query.data?.meta.unreadNotificationCount ?? 0;
  const badge = unreadBadgeText(unread);
  const label = unread > 0 ? `${ja.topBar.notifications}（${ja.notifications.unreadCount(unread)}）` : ja.topBar.notifications;

  return (
    <>
      <Tooltip title={ja.topBar.notifications}>
        <IconButton
          onClick={(event) => setAnchor(event.currentTarget)}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          data-testid="notification-bell"
        >
          <Badge
            badgeContent={badge}
            color="error"
            invisible={badge === ''}
            slotProps={{ badge: { 'data-testid': 'notification-badge' } as Record<string, string> }}
          >
            <NotificationsNoneOutlinedIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': ja.notifications.title,
            'data-testid': 'notification-popup',
            sx: {
              width: NOTIFICATION_POPUP_WIDTH,
              height: NOTIFICATION_POPUP_HEIGHT,
              maxWidth: 'calc(100vw - 16px)',
              display: 'flex',
              flexDirection: 'column',
              mt: 0.5,
              border: 1,
              borderColor: 'divider',
              boxShadow: '0 8px 24px rgba(15, 23, 42, 0.14)',
            },
          } as Record<string, unknown>,
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            flexShrink: 0,
          }}
        >
          <Typography variant="h3" component="h2">
            {ja.notifications.title}
          </Typography>
          <HelpLinks onNavigate={close} />
        </Box>
        <Box sx={{ height: 3, flexShrink: 0 }}>{query.isFetching && !query.data ? <LinearProgress sx={{ height: 3 }} aria-label={ja.app.loading} /> : null}</Box>
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          {query.data ? (
            <NotificationList notifications={query.data.data} onOpen={open} emptyMessage={ja.notifications.empty} dense />
          ) : null}
          {query.isError && !query.data ? (
            <Typography variant="body2" color="error" sx={{ p: 2 }}>
              {ja.notifications.fetchFailed}
            </Typography>
          ) : null}
        </Box>
        <Box sx={{ borderTop: 1, borderColor: 'divider', p: 1, display: 'flex', justifyContent: 'center', flexShrink: 0 }}>
          <Button component={RouterLink} to={paths.notifications} onClick={close} fullWidth>
            {ja.notifications.all}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
