import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  NOTIFICATION_PAGE_SIZE,
  type NotificationListResponseWire,
  type NotificationWire,
} from '@app/shared/notifications';
import { apiRequest } from '../../../lib/api-client';
import type { Camelized } from '../../../lib/case';

export type Notification = Camelized<NotificationWire>;
export type NotificationList = Camelized<NotificationListResponseWire>;

export const notificationsQueryKey = ['notifications'] as const;

/** GET /api/v2/employee/notifications?page=&per= (1-based page; camelCased by the client). */
export function getNotifications(page: number, per: number, signal?: AbortSignal): Promise<NotificationList> {
  return apiRequest<NotificationList>('/v2/employee/notifications', { query: { page, per }, signal });
}

export const notificationsQueryOptions = (page: number, per: number = NOTIFICATION_PAGE_SIZE) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, { page, per }],
    queryFn: ({ signal }) => getNotifications(page, per, signal),
    placeholderData: keepPreviousData,
  });

export function useNotifications(
  page: number,
  options: { refetchInterval?: number; errorPrefix?: string } = {},
) {
  return useQuery({
    ...notificationsQueryOptions(page),
    refetchInterval: options.refetchInterval,
    meta: options.errorPrefix ? { errorPrefix: options.errorPrefix } : undefined,
  });
}
