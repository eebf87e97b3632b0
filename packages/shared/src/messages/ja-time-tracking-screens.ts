/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the company's 稼働管理 screens (issue #23) —
 * /working_records and /worker/{code}/working_record_project/… (apps/web/src/routes/working-records,
 * apps/web/src/features/time-tracking/company).
 */
export const timeTrackingScreenMessages = {
  timeTrackingScreens: {
    title: '稼働管理',
  },
} as const;
