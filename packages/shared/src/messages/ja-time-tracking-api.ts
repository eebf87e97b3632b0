/**
 * Part of the one message catalogue (`ja.ts` spreads it in): 稼働管理's API (issue #23) — month statuses, operation-log
 * actions, request validation and the refusals of records, timers, submission, approval and 差戻し
 * (packages/shared/src/time-tracking-api.ts, apps/api/src/modules/payments/time-tracking).
 */
export const timeTrackingApiMessages = {
  timeTrackingApi: {
    statuses: {
      open: '未提出',
      submitted: '提出済',
      approved: '承認済',
      returned: '差戻し',
    },
    actions: {
      record_created: '稼働を登録',
      record_updated: '稼働を変更',
      record_deleted: '稼働を削除',
      timer_started: 'タイマー開始',
      timer_stopped: 'タイマー停止',
      submitted: '月次提出',
      approved: '承認',
      returned: '差戻し',
    },
    invalidYear: '年は2000年から2100年までで指定してください。',
    invalidMonth: '月は1から12までで指定してください。',
    invalidDay: '日付が正しくありません（その月にない日です）。',
    invalidDate: '日付はYYYY-MM-DDの形式で指定してください。',
    noteTooLong: (max: number) => `メモは${max}文字以内で入力してください。`,
    returnCommentRequired: '差戻しの理由を入力してください。',
    returnCommentTooLong: (max: number) => `差戻しの理由は${max}文字以内で入力してください。`,
  },
} as const;
