/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the worker portal's 稼働 screens (issue #23) —
 * apps/web/src/routes/portal/portal-working-records*.tsx and apps/web/src/features/time-tracking/portal.
 */
export const timeTrackingPortalMessages = {
  timeTrackingPortal: {
    title: '稼働',
    menu: '稼働',
    lead: '契約ごとに日々の稼働を記録し、月ごとに提出します。',
    loadFailed: '稼働を読み込めませんでした。',
    empty: 'この月に稼働を記録する契約はありません。',
    backToList: '稼働の一覧へ',
    /** the document title of one contract's month */
    projectTitle: (contract: string) => `${contract}の稼働`,
    /** 「2026/11/23（月）」 */
    dateWithWeekday: (date: string, weekday: string) => `${date}（${weekday}）`,

    // ── the list of contracts ──
    columns: {
      company: '会社',
      contract: '契約',
      status: '状態',
      worked: '稼働時間',
      days: '稼働日数',
      amount: '金額',
      billing: '精算',
    },
    days: (count: number) => `${count}日`,
    open: '開く',
    openOf: (contract: string) => `${contract}の稼働を開く`,
    returnComment: '差戻しの理由',

    // ── the running timer ──
    timer: {
      heading: 'タイマー稼働中',
      elapsed: '経過時間',
      startedAt: (at: string) => `開始 ${at}`,
      project: (name: string) => `案件: ${name}`,
      stop: '停止',
      discard: '破棄',
      discardTitle: 'タイマーを破棄しますか？',
      discardMessage: '計測中の時間は稼働として記録されません。',
      stopped: 'タイマーを停止し、稼働を記録しました。',
      discarded: 'タイマーを破棄しました。',
      start: 'タイマー開始',
      started: 'タイマーを開始しました。',
      startFailed: 'タイマーを開始できませんでした。',
      stopFailed: 'タイマーを停止できませんでした。',
      discardFailed: 'タイマーを破棄できませんでした。',
      runningElsewhere: '別の契約でタイマーが動いています。',
    },

    // ── one contract's month ──
    calendar: {
      /** the accessible name of a day: 「11月23日（日） 勤労感謝の日 稼働 7:30」 */
      dayLabel: (month: number, day: number, weekday: string, holiday: string | null, hours: string | null) =>
        `${month}月${day}日（${weekday}）${holiday ? ` ${holiday}` : ''}${hours ? ` 稼働 ${hours}` : ' 稼働なし'}`,
    },
    day: {
      empty: 'この日の稼働はまだありません。',
      add: '追加',
      edit: '編集',
      delete: '削除',
      editOf: (time: string) => `${time}の稼働を編集`,
      deleteOf: (time: string) => `${time}の稼働を削除`,
      close: '閉じる',
      total: (hours: string) => `この日の合計 ${hours}`,
      deleteTitle: '稼働を削除しますか？',
      deleteMessage: (date: string, time: string) => `${date}の「${time}」を削除します。`,
      deleted: '稼働を削除しました。',
      deleteFailed: '稼働を削除できませんでした。',
      byTimer: 'タイマー',
    },
    form: {
      addTitle: (date: string) => `${date}の稼働を追加`,
      editTitle: (date: string) => `${date}の稼働を編集`,
      mode: '入力方法',
      modeClock: '開始・終了で入力',
      modeHours: '時間で入力',
      start: '開始',
      startHint: '例: 9:00',
      end: '終了',
      endHint: '例: 18:00（翌日にかかる場合は 25:30 のように入力）',
      breaks: '休憩',
      breakStart: (n: number) => `休憩${n}の開始`,
      breakEnd: (n: number) => `休憩${n}の終了`,
      addBreak: '休憩を追加',
      removeBreak: (n: number) => `休憩${n}を削除`,
      breakMinutes: '休憩（分）',
      breakMinutesHint: '時間帯で入れない休憩を分で（例: 60）',
      hours: '稼働時間',
      hoursHint: '例: 7.5 または 7:30',
      project: '案件',
      noProject: '指定なし',
      note: 'メモ',
      /** the live figure under the inputs: 「稼働 8:00（8時間）」 */
      worked: (clock: string, decimal: string) => `稼働 ${clock}（${decimal}時間）`,
      workedPending: '稼働: 入力すると計算します',
      save: '保存',
      saved: '稼働を保存しました。',
      saveFailed: '稼働を保存できませんでした。',
    },
    totals: {
      heading: '月の合計',
      recorded: '記録した稼働',
      worked: '丸め後の稼働',
      rounding: '丸め',
      noRounding: 'なし',
      days: '稼働日数',
      billing: '精算',
      settlement: '金額の計算',
      amount: '金額',
    },
    status: {
      submitted: (date: string) => `${date}に提出しました。会社の承認をお待ちください。`,
      approved: (date: string, by: string | null) => `${date}に承認されました${by ? `（${by}）` : ''}。この月は変更できません。`,
      returned: '差戻しされました。内容を直して、もう一度提出してください。',
      returnedAt: (date: string) => `差戻し日 ${date}`,
      notEditable: 'この月は契約期間外のため、稼働を記録できません。',
    },
    submit: {
      button: '月次提出',
      resubmit: '再提出',
      title: '月次提出',
      /** 「2025年11月の稼働 152:30（152.5時間）を提出します。…」 */
      message: (month: string, hours: string) => `${month}の稼働 ${hours}を提出します。提出すると、会社が差戻すまで変更できません。`,
      confirm: '提出する',
      done: (month: string) => `${month}の稼働を提出しました。`,
      failed: '提出できませんでした。',
    },
    list: {
      heading: '記録の一覧',
      date: '日付',
      time: '時間',
      hours: '稼働',
      project: '案件',
      note: 'メモ',
      empty: 'この月の記録はまだありません。',
    },
  },
} as const;
