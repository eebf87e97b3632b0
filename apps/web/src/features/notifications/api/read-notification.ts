import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationWire } from '@app/shared/notifications';
import { ja } from '@app/shared/messages/ja';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';
import { notificationsQueryKey } from './get-notifications';

/** POST /api/v2/employee/notifications/{id}/read_notification. */
export function readNotification(id: number): Promise<{ data: Camelized<NotificationWire> }> {
  return apiRequest(`/v2/employee/notifications/${id}/read_notification`, { method: 'POST' });
}

export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: readNotification,
    meta: { errorPrefix: ja.notifications.readFailed },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
