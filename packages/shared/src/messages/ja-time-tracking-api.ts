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
    notFound: '稼働管理の対象の契約が見つかりません。',
    recordNotFound: '稼働の記録が見つかりません。',
    notEditable: (status: string) => `この月は${status}のため、稼働を変更できません。`,
    dateOutsideContract: '契約期間外の日付には稼働を登録できません。',
    dateInFuture: '今日より後の日付には稼働を登録できません。',
    otherMonth: '稼働は同じ月の別の日にだけ移動できます。',
    projectNotInContract: 'この契約のプロジェクトから選んでください。',
    timerRunning: (contract: string) => `すでにタイマーが動いています（${contract}）。停止するか破棄してから開始してください。`,
    timerNotRunning: 'この契約のタイマーは動いていません。',
    timerUnderMinute: '1分未満のため記録しませんでした。',
    timerOverDay: 'タイマーが24時間を超えたため記録できません。タイマーを破棄して、稼働を入力してください。',
    cannotSubmit: (status: string) => `この月は${status}のため提出できません。`,
    monthNotBegun: 'まだ始まっていない月は提出できません。',
    cannotApprove: (status: string) => `この月は${status}のため承認できません（提出済の月だけ承認できます）。`,
    cannotReturn: (status: string) => `この月は${status}のため差し戻せません（提出済の月だけ差し戻せます）。`,
    hourlyBilling: (rate: string) => `時間単価 ${rate}`,
    /** 「9:00〜18:00（休憩 60分）」 and 「7.5時間」 of the operation log */
    clockText: (start: string, end: string, breakMinutes: number) => `${start}〜${end}（休憩 ${breakMinutes}分）`,
    hoursText: (hours: string) => `${hours}時間`,
    monthText: (year: number, month: number) => `${year}年${month}月`,
    csv: {
      filename: 'working-records.csv',
      header: ['日付', '曜日', '祝日', 'プロジェクト', '開始', '終了', '休憩（分）', '稼働時間', '稼働時間（時間）', 'メモ'],
      total: '合計',
    },
    notices: {
      approved: '稼働が承認されました',
      returned: '稼働が差し戻されました',
      /** 「株式会社サンプル／サイト制作業務委託契約／2026年6月」 */
      body: (company: string, contract: string, month: string) => `${company}／${contract}／${month}`,
      submitted: (worker: string) => `稼働が提出されました（${worker}）`,
    },
    mail: {
      approvedSubject: (company: string, month: string) => `【${company}】${month}の稼働が承認されました`,
      returnedSubject: (company: string, month: string) => `【${company}】${month}の稼働が差し戻されました`,
      approvedBody: '稼働の月次報告が承認されました。内容はポータルで確認できます。',
      returnedBody: '稼働の月次報告が差し戻されました。理由を確認し、稼働を修正して再提出してください。',
      company: '会社',
      contract: '契約',
      month: '対象月',
      worked: '稼働時間',
      comment: '差戻しの理由',
      action: 'ポータルで確認する',
    },
  },
} as const;
