/**
 * Part of the one message catalogue (`ja.ts` spreads it in): 支払通知書 (payment notifications, issue #11) — their
 * statuses, bulk actions, the document (仕入明細書) and the worker's answer.
 */
const slash = (iso: string) => iso.replaceAll('-', '/');

export const paymentNotificationMessages = {
  paymentNotifications: {
    title: '支払通知書',
    listTitle: '支払通知書一覧',
    newTitle: '支払通知書の作成',
    editTitle: '支払通知書の編集',
    notFound: '支払通知書が見つかりません。',
    groupNotFound: (id: number) => `納品単位（ID: ${id}）が見つかりません。`,
    groupNotApproved: (title: string) => `「${title}」は納品が承認されていないため、支払通知書を作成できません。`,
    groupInvoicePending: (title: string) => `「${title}」は請求書が未承認または修正依頼中のため、支払通知書を作成できません。`,
    groupAlreadyNotified: (title: string) => `「${title}」はすでに支払通知書に含まれています。`,
    idsRequired: '支払通知書を1件以上選択してください。',
    groupIdsRequired: '納品単位を1件以上選択してください。',
    tooManyIds: (max: number) => `一度に選択できるのは${max}件までです。`,
    duplicateIds: '同じIDが重複しています。',
    /** A refused transition (409), naming the notification and its status. */
    notAllowed: (number: string, statusLabel: string, action: string) => `支払通知書 ${number} は「${statusLabel}」のため${action}できません。`,
    actions: { update: '編集', submit: '送信', discard: '破棄', approve: '承認', reject: '修正依頼' } as Record<string, string>,
    refusedSet: (count: number) => `${count}件の支払通知書を処理できませんでした。どれも変更していません。`,
    adjustmentsTooMany: (max: number) => `調整項目は${max}件までです。`,
    adjustmentNameRequired: '調整項目の名称を入力してください。',
    adjustmentAmountZero: '調整項目の金額は0円以外で入力してください。',
    transferAmountNotPositive: (number: string) => `支払通知書 ${number} の振込金額が0円以下になります。調整項目を見直してください。`,
    /** The adjustment categories: 立替金 and 経費精算 add to the payment, the others reduce it. */
    adjustmentCategories: { reimbursement: '立替金', expense: '経費精算', overpayment: '過払い精算', return: '返品', other: 'その他' },
    /** How each category reads on the document (PDF and screens): its tax treatment with it. */
    adjustmentCategoryDocument: {
      reimbursement: '立替金（不課税）',
      expense: '経費精算（報酬に含む）',
      overpayment: '過払い精算（不課税）',
      return: '返品（不課税）',
      other: 'その他（不課税）',
    },
    adjustmentCategoryRequired: '調整項目の区分を選んでください。',
    positiveAdjustmentCategory: 'プラスの調整は区分を「立替金」か「経費精算」にしてください。',
    negativeAdjustmentCategory: 'マイナスの調整は区分を「過払い精算」「返品」「その他」のいずれかにしてください。',
    adjustmentReasonRequired: '区分が「その他」のマイナスの調整は、差し引く理由を入力してください。',
    adjustmentTaxRateOnlyExpense: '税率を指定できるのは経費精算だけです。',
    adjustmentTaxRateInvalid: '経費精算の税率は10%・8%・0%から選んでください。',
    /** A negative adjustment for the transfer fee: refused (取適法 from 2026-01-01, フリーランス新法 第5条). */
    transferFeeDeduction: (name: string) =>
      `「${name}」: 振込手数料を支払額から差し引くことはできません。振込手数料は支払う側（当社）の負担です（取適法・フリーランス新法の減額の禁止）。`,
    /** The document (支払通知書 code and worker) a 支払遅延 refusal names. */
    lateSubject: (number: string, worker: string) => `支払通知書 ${number}（${worker}）`,
    /** Two notifications of one worker on one payment date are one payment for 源泉徴収: refused at edit and send. */
    samePaymentDate: (code: string, worker: string, date: string, other: string) =>
      `支払通知書 ${code}（${worker}）: 同じ支払日${slash(date)}に支払通知書 ${other} があります。同じ日の支払は源泉徴収を合わせて計算するため2通に分けられません。支払日を前の営業日にする（早めの支払はいつでもできます）か、もう一方を破棄して作り直し1通にまとめてください。`,
    paymentDateBeforeSubmission: '支払予定日は今日以降の日付にしてください。',
    commentRequired: '修正依頼の内容を入力してください。',
    statuses: {
      before_sending: '通知書未送信',
      reviewing: '通知書送信済',
      rejected: '修正依頼中',
      approved: '承認済',
      paid: '支払済',
    },
    created: (n: number) => `${n}件の支払通知書を作成しました。`,
    updated: (n: number) => `${n}件の支払通知書を更新しました。`,
    submitted: (n: number) => `${n}件の支払通知書を送信しました。`,
    discarded: (n: number) => `${n}件の支払通知書を破棄しました。`,
    approvedByWorker: '支払通知書を承認しました。',
    rejectedByWorker: '修正依頼を送信しました。',
    deemedApproved: 'みなし承認',
    /** The 仕入明細書 document. */
    pdf: {
      title: '支払通知書',
      subtitle: '（仕入明細書）',
      number: '通知番号',
      issueDate: '発行日',
      lead: '下記のとおりお支払いいたします。内容をご確認ください。',
      period: '取引期間',
      transactionDates: '取引年月日',
      paymentDate: '支払予定日',
      paymentMethod: '支払方法',
      transfer: '銀行振込（振込手数料は当社負担）',
      amountToPay: '振込金額',
      adjustments: '調整（不課税）',
      adjustmentsGroup: '調整（立替金・経費精算・差引）',
      adjustmentLine: (category: string, name: string, reason: string | null) => `${category}：${name}${reason ? `（理由：${reason}）` : ''}`,
      dueDate: '支払期日',
      lateMark: '（支払遅延）',
      withholdingNote: '源泉徴収税額は所得税法第204条に基づき計算しています。',
      registered: (n: string) => `登録番号 ${n}`,
      notRegistered: (percent: number, date: string) =>
        percent > 0 ? `登録なし（経過措置：仕入税額控除${percent}%、${slash(date)}時点）` : '登録なし（仕入税額控除の経過措置の対象外）',
      /** Lines on dates with different 経過措置 shares: each share with the dates of its transactions. */
      notRegisteredShares: (shares: readonly { percent: number; from: string; to: string }[]) =>
        `登録なし（経過措置：仕入税額控除 ${shares
          .map((s) => `${s.from === s.to ? slash(s.from) : `${slash(s.from)}〜${slash(s.to)}`}の取引は${s.percent}%`)
          .join('、')}）`,
      /** A transaction date's share, after the date on the document and the screens. */
      share: (percent: number) => (percent > 0 ? `経過措置：仕入税額控除${percent}%` : '経過措置の対象外'),
      confirmation: '本書は仕入明細書を兼ねます。記載内容をご確認のうえ承認してください。承認をもって記載内容が確定します。',
      /** The one みなし承認 sentence (settings screen, PDF, portal), as the NTA words the deemed confirmation. */
      deemed: (days: number) => `送付後${days}日以内に誤りのある旨の連絡がない場合には、記載内容のとおり確認があったものとします。`,
      reducedNote: '※は軽減税率（8%）対象',
    },
    mail: {
      subject: (company: string, number: string) => `【${company}】支払通知書が届きました（${number}）`,
      body: '支払通知書が届きました。内容をご確認のうえ、承認または修正依頼をしてください。',
      action: '支払通知書を確認する',
      number: '通知番号',
      paymentDate: '支払予定日',
      amount: '振込金額',
      message: '会社からのメッセージ',
      worker: 'ワーカー',
      comment: 'コメント',
    },
    workerNotice: { title: '支払通知書が届きました' },
    employeeNotice: {
      approved: { title: '支払通知書が承認されました', subject: (worker: string, number: string) => `【支払通知書】${worker} さんが承認しました（${number}）` },
      rejected: { title: '支払通知書に修正依頼がありました', subject: (worker: string, number: string) => `【支払通知書】${worker} さんから修正依頼がありました（${number}）` },
    },
    /**
     * The item lines a month of approved hours (稼働管理, issue #23) puts on a 支払通知書, each named by the contract
     * and the month worked; `text` is a calculation line of the month (time-tracking.ts, 「超過 5.5時間 × ¥3,330 = ¥18,315」).
     */
    hoursLines: {
      /** 「2026年10月分」 of 'YYYY-MM-DD' */
      month: (month: string) => `${Number(month.slice(0, 4))}年${Number(month.slice(5, 7))}月分`,
      /** An hourly month: 「{契約名} 2026年10月分 稼働」 (quantity = hours, unit price = the hourly rate). */
      hourly: (title: string, month: string) => `${title} ${month} 稼働`,
      /** The fee of a month with a 精算幅: 「{契約名} 2026年10月分 基本料金・精算幅 140〜180時間（稼働 185.5時間）」 */
      base: (title: string, month: string, range: string) => `${title} ${month} 基本料金・${range}`,
      /** A line with its calculation: 「{契約名} 2026年10月分 超過 5.5時間 × ¥3,330 = ¥18,315」 */
      calculation: (title: string, month: string, text: string) => `${title} ${month} ${text}`,
      units: { hours: '時間', month: '月', lump: '式' },
    },
  },
};
