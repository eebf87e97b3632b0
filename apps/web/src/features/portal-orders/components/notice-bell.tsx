import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { formatDateTime, unreadBadgeText } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { workerNoticeTarget } from '@app/shared/worker-notices';
import { failureMessage } from '../../../lib/api-client';
import { useReadWorkerNotice, useWorkerNotices, type WorkerNotice } from '../api/worker-notices';

const t = ja.portalOrders;

/**
 * The portal header's bell: the unread count on it; the newest notices in a popup, each opening its order (read).
 * Visiting the page an unread notice links to reads it too (issue #21: the count goes down however the worker got there).
 */
export function NoticeBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notices = useWorkerNotices();
  const read = useReadWorkerNotice();
  const { mutate: markRead } = read;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const list = notices.data?.data;
  // each notice once per page visit (a failed read is not retried on every poll)
  const tried = useRef(new Set<number>());
  useEffect(() => {
    tried.current.clear();
  }, [pathname]);
  useEffect(() => {
    for (const n of list ?? []) {
      if (n.readAt !== null || tried.current.has(n.id) || workerNoticeTarget(n.link)?.split('?')[0] !== pathname) continue;
      tried.current.add(n.id);
      markRead(n.id);
    }
  }, [list, pathname, markRead]);
  const unread = notices.data?.meta.unreadCount ?? 0;
  const label = unread > 0 ? t.noticesWithUnread(unread) : t.notices;

  const open = (notice: WorkerNotice) => {
    setAnchor(null);
    if (notice.readAt === null) read.mutate(notice.id);
    const target = workerNoticeTarget(notice.link);
    if (target) void navigate(target);
  };

  return (
    <>
      <IconButton onClick={(e) => setAnchor(e.currentTarget)} aria-label={label} aria-haspopup="dialog" data-testid="portal-notice-bell">
        <Badge badgeContent={unreadBadgeText(unread)} color="error" invisible={unread === 0}>
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-label': t.notices, sx: { width: 400, maxWidth: 'calc(100vw - 16px)', maxHeight: 440 } } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, px: 2, pt: 1.5, pb: 1 }}>
          {t.notices}
        </Typography>
        {notices.isError ? (
          <Typography variant="body2" color="error" sx={{ px: 2, pb: 2 }}>
            {failureMessage(t.noticesFailed, notices.error)}
          </Typography>
        ) : (notices.data?.data.length ?? 0) === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {notices.isPending ? ja.app.loading : t.noNotices}
          </Typography>
        ) : (
          <List dense disablePadding>
            {notices.data?.data.map((n) => (
              <ListItemButton key={n.id} onClick={() => open(n)} divider sx={{ alignItems: 'flex-start', gap: 1 }} data-testid="portal-notice">
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: n.readAt ? 400 : 700 }}>
                    {n.readAt ? null : (
                      <Box component="span" sx={{ color: 'error.main', mr: 0.5 }}>
                        ●<Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t.unread}</Box>
                      </Box>
                    )}
                    {n.title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                    {n.body}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(n.createdAt)}
                  </Typography>
                </Box>
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
