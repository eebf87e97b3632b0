import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { notificationTarget } from '@app/shared/notifications';
import { useReadNotification } from '../api/read-notification';
import type { Notification } from '../api/get-notifications';

/** Clicking a notification marks it read and opens what it is about (contract → /worker/{b}/contract/{c}?only_contract=true). */
export function useOpenNotification(onOpened?: () => void) {
  const navigate = useNavigate();
  const { mutate: markRead } = useReadNotification();
  return useCallback(
    (notification: Notification) => {
      if (notification.readAt === null) markRead(notification.id);
      const target = notificationTarget(notification);
      onOpened?.();
      if (target) void navigate(target);
    },
    [markRead, navigate, onOpened],
  );
}
