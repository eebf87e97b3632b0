/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the worker portal's 稼働 screens (issue #23) —
 * apps/web/src/routes/portal/time-tracking and apps/web/src/features/time-tracking/portal.
 */
export const timeTrackingPortalMessages = {
  timeTrackingPortal: {
    title: '稼働',
  },
} as const;
