/**
 * Part of the one message catalogue (`ja.ts` spreads it in): 稼働管理 (time tracking, issue #23) — the validation of a
 * day's record, the rounding and 精算幅 labels, and the lines a document shows for a month's hours
 * (packages/shared/src/time-tracking.ts), and what both sides' 稼働 screens share: the month, hours texts, the calendar.
 */
export const timeTrackingMessages = {
  timeTracking: {
    /** Validation of one day's record (start/end with breaks, or hours). */
    errors: {
      timeFormat: '時刻は「9:00」のように時:分で入力してください（翌日にかかる終了は「25:30」のように書きます）。',
      startOutOfDay: '開始時刻は0:00から23:59までで入力してください。',
      endBeforeStart: '終了時刻は開始時刻より後にしてください（翌日にかかる場合は「25:30」のように書きます）。',
      overDay: '1日の稼働は24時間までです。',
      breakFormat: '休憩は分（0以上の整数）で入力してください。',
      breakRangeOutside: '休憩は開始から終了までの間に入れてください。',
      breakOverSpan: '休憩が開始から終了までの時間より長くなっています。',
      overlappingBreaks: '休憩の時間帯が重なっています。',
      overlappingRecords: 'この日のほかの稼働と時間帯が重なっています。',
      dayTotalOverDay: 'この日の稼働の合計が24時間を超えています。',
      hoursFormat: '稼働時間は「7.5」または「7:30」のように、分単位になる値で入力してください。',
      tooManyBreaks: '休憩は1日10件までです。',
    },
    /** Validation of a contract's 精算幅 (settlementRangeProblems). */
    rangeErrors: {
      noBounds: '精算幅の下限か上限を入力してください。',
      hours: '精算幅の時間は0より大きく744時間（31日×24時間）以下の、分単位になる値（例: 140、140.5）で入力してください。',
      order: '精算幅の下限は上限以下にしてください。',
      middleNeedsBoth: '中間割には精算幅の下限と上限の両方が必要です。',
      deductionRateRequired: '控除単価を入力してください。',
      excessRateRequired: '超過単価を入力してください。',
    },
    rounding: {
      floor: '切り捨て',
      ceil: '切り上げ',
      round: '四捨五入',
      perDay: '日ごと',
      perMonth: '月合計',
      /** 「15分単位・切り捨て（日ごと）」 */
      describe: (unit: number, mode: string, scope: string) => `${unit}分単位・${mode}（${scope}）`,
    },
    rateMethods: {
      given: '単価指定',
      split: '上下割',
      middle: '中間割',
    },
    /** The calculation lines of a month's amount, as a 発注書 / 支払通知書 shows them. */
    lines: {
      base: (fee: string) => `基本料金 ${fee}`,
      /** `range` is 「140〜180」, 「140〜」 or 「〜180」. */
      range: (range: string, worked: string) => `精算幅 ${range}時間（稼働 ${worked}時間）`,
      excess: (hours: string, rate: string, amount: string) => `超過 ${hours}時間 × ${rate} = ${amount}`,
      deduction: (hours: string, rate: string, amount: string) => `控除 ${hours}時間 × ${rate} = -${amount}`,
      hourly: (hours: string, rate: string, amount: string) => `稼働 ${hours}時間 × ${rate} = ${amount}`,
      total: (amount: string) => `合計 ${amount}`,
    },
    /** The contract's 精算幅 and rounding of worked time (the contract form and page). */
    contract: {
      settlementNeedsMonthly: '精算幅は単価区分が月額で、単価を入力した契約にだけ設定できます。',
      roundingNeedsTimeBased: '稼働時間の丸めは単価区分が月額か時間単価の契約にだけ設定できます。',
      hoursInvalid: '時間は「140」や「140.5」のように数字で入力してください。',
      roundingHeading: '稼働時間の丸め',
      roundingUnit: '丸めの単位',
      roundingNone: 'なし',
      roundingUnitOption: (minutes: number) => `${minutes}分`,
      roundingMode: '丸め方',
      roundingScope: '丸める範囲',
      settlementHeading: '精算幅',
      settlementNone: 'なし',
      settlementOn: 'あり',
      lowerHours: '下限（時間）',
      upperHours: '上限（時間）',
      hoursHint: '空欄: その側の精算なし',
      rateMethod: '単価の決め方',
      deductionRate: '控除単価（1時間）',
      excessRate: '超過単価（1時間）',
      rateRoundingUnit: '単価の端数の単位',
      rateRoundingUnitOption: (yen: number) => `${yen}円`,
      rateRoundingMode: '単価の端数処理',
      amountRounding: '超過額・控除額の端数処理',
      needsMonthlyHint: '精算幅は単価区分が月額のときに設定できます。',
      previewRates: (deduction: string, excess: string) => `控除単価 ${deduction}／超過単価 ${excess}`,
      previewNotSet: '—',
      previewIncomplete: '下限・上限と単価を入力すると、控除単価・超過単価をここに表示します。',
      exampleExcess: (hours: string, rate: string) => `${hours}時間を超えた分は1時間${rate}`,
      exampleDeduction: (hours: string, rate: string) => `${hours}時間に満たない分は1時間${rate}`,
      exampleMonth: (hours: string, lines: string) => `例: 稼働 ${hours}時間の月 → ${lines}`,
      /** 「140〜180時間（上下割: 控除 ¥4,280／超過 ¥3,330）」 */
      summary: (range: string, method: string, rates: string) => `${range}時間（${method}: ${rates}）`,
      summaryDeduction: (rate: string) => `控除 ${rate}`,
      summaryExcess: (rate: string) => `超過 ${rate}`,
      none: 'なし',
      /** 報酬の算定方法 on a 発注書 */
      remunerationWithRange: (base: string, range: string) => `${base}、精算幅 ${range}`,
      remunerationWithRounding: (text: string, rounding: string) => `${text}（稼働時間の丸め: ${rounding}）`,
    },
    weekdays: ['日', '月', '火', '水', '木', '金', '土'] as readonly string[],
    /** The month a 稼働 screen shows (the company's and the portal's month picker). */
    month: {
      label: '対象月',
      /** 「2026年3月」 */
      text: (year: number, month: number) => `${year}年${month}月`,
      previous: '前月',
      next: '翌月',
      current: '今月',
    },
    /** 「152:30（152.5時間）」 */
    hours: (hoursMinutes: string, decimal: string) => `${hoursMinutes}（${decimal}時間）`,
    /** 「152.5時間」 */
    decimalHours: (decimal: string) => `${decimal}時間`,
    /** A record's time as one line: 「9:00〜18:00（休憩 60分）」 (a record by hours reads 「7.5時間」: decimalHours). */
    recordTime: (start: string, end: string, breakMinutes: number) => `${start}〜${end}${breakMinutes > 0 ? `（休憩 ${breakMinutes}分）` : ''}`,
    /** The month calendar of both sides. */
    calendar: {
      /** the grid's accessible name: 「2026年3月のカレンダー」 */
      label: (year: number, month: number) => `${year}年${month}月のカレンダー`,
      /** a day: 「2026/03/20（金） 春分の日」 */
      dayLabel: (date: string, weekday: string, holiday: string | null) => `${date}（${weekday}）${holiday ? ` ${holiday}` : ''}`,
      openDay: (date: string) => `${date}の記録を開く`,
      outsideTerm: (day: string) => `${day} 契約期間外`,
      legend: '土日・祝日は色で示しています。',
    },
  },
} as const;
