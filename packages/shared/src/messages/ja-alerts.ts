/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the alert mail settings and the 支払通知書 settings
 * (/company/notification, /company/notification/payment_notification — issue #11 item 8) and the scheduled alert mails.
 */
import { paymentNotificationMessages } from './ja-payment-notifications';

export const alertMessages = {
  alerts: {
    title: 'アラートメール設定',
    lead: 'どのようなときに、誰へメールでお知らせするかを設定します。受信者は有効な社員から選べます。',
    tabAlerts: 'アラートメール',
    tabPaymentNotification: '支払通知書',
    kinds: {
      payment_notification_approved: '支払通知書が承認されたとき',
      payment_notification_rejected: '支払通知書の修正依頼がされたとき',
      payments_due_this_week: '今週支払予定の支払があるとき',
      unexported_payments: '振込日の3営業日前に未出力の支払があるとき',
      payment_due_soon: '支払期日が近い未払いの支払があるとき',
    },
    hints: {
      payment_notification_approved: 'ワーカーがポータルで支払通知書を承認するとお知らせします。',
      payment_notification_rejected: 'ワーカーがポータルで支払通知書の修正を依頼するとお知らせします。',
      payments_due_this_week: '毎週月曜日の朝、その週（月〜日）に支払予定日がある未払いの支払をまとめてお知らせします。',
      unexported_payments: '毎朝、3営業日以内に支払予定日が来る支払のうち、振込データをまだ出力していないものをお知らせします。',
      payment_due_soon:
        '毎朝、支払期日（フリーランス新法 第4条）の指定した営業日数前から、まだ支払済になっていない支払と、支払を作成していない送付済・承認済の支払通知書をお知らせします。',
    },
    /** The lead of the 支払期日 alert (due_alert_business_days). */
    dueAlertDays: '何営業日前から知らせるか',
    dueAlertDaysSuffix: '営業日前',
    dueAlertDaysHint: '1〜10営業日。支払期日が銀行休業日のときは、支払う日（前営業日、順延の合意があれば翌営業日）から数えます。',
    dueAlertDaysRange: '支払期日のアラートは1〜10営業日前の整数で指定してください。',
    enabled: 'メールを送る',
    enabledLabel: (kind: string) => `${kind}にメールを送る`,
    recipients: '受信者',
    recipientsPlaceholder: '社員を選択',
    noOptions: '該当する社員がいません',
    recipientsHint: '選んだ社員にだけ送ります。停止中の社員には送りません。',
    suspended: '停止中',
    noRecipientsWhenDisabled: 'メールを送らない設定です。',
    saved: 'アラートメール設定を更新しました。',
    loadFailed: 'アラートメール設定の取得に失敗しました。',
    saveFailed: 'アラートメール設定の更新に失敗しました。',
    /** API errors */
    unknownEmployee: '受信者に選べない社員が含まれています。画面を再読み込みして選び直してください。',
    recipientsRequired: 'メールを送る場合は、受信者を1人以上選んでください。',
    duplicateKind: '同じアラートが2回指定されています。',
    deemedDaysRange: 'みなし承認の日数は1〜60日の整数で入力してください。',
    /** 二重承認 (issue #19 N10) */
    approvalTitle: '高額な支払の承認（二重承認）',
    approvalThreshold: '承認が必要になる金額',
    approvalThresholdSuffix: '円以上',
    approvalHint: 'この金額以上の直接登録・金額付きCSVの支払は、作成者以外の管理者の承認がないと振込データに出力できません。空欄なら承認は不要です。',
    approvalThresholdRange: '承認が必要になる金額は1〜9,999,999,999円の整数で入力してください（空欄なら承認は不要です）。',
    paymentNotification: {
      title: '支払通知書の設定',
      lead: 'ワーカーに支払通知書を送るときのメッセージと、返答がないときに内容を確定とみなすまでの日数を設定します。',
      message: 'ワーカーへのメッセージ',
      messageHint: '支払通知書を送るとき、メールとポータルでワーカーに表示されます（1000文字以内、改行できます）。',
      preview: 'プレビュー',
      previewEmpty: 'メッセージは設定されていません（定型の文面だけが送られます）。',
      deemed: 'みなし承認',
      deemedOff: '設定しない（ワーカーの承認を待つ）',
      deemedOn: '送付後、日数を過ぎても誤りの連絡がなければ確認があったものとする',
      deemedDays: '日数',
      deemedDaysSuffix: '日',
      deemedHint: '1〜60日。これから送る支払通知書に次の一文が記載されます。送付済みの支払通知書は、送付時の記載（日数・記載なし）のまま扱います。',
      deemedNone: '支払通知書にみなし承認の記載はしません。',
      documentSentence: '支払通知書への記載',
      saved: '支払通知書の設定を更新しました。',
      saveFailed: '支払通知書の設定の更新に失敗しました。',
    },
    /** The sentence the 支払通知書 carries when deemed approval is set. */
    deemedApprovalSentence: (days: number) => paymentNotificationMessages.paymentNotifications.pdf.deemed(days),
    /** The scheduled alert mails. */
    mail: {
      dueThisWeekSubject: (count: number) => `【フリーランス管理】今週支払予定の支払が${count}件あります`,
      dueThisWeekBody: (from: string, to: string, count: number) => `今週（${from}〜${to}）に支払予定日がある未払いの支払が${count}件あります。`,
      unexportedSubject: (count: number) => `【フリーランス管理】振込データ未出力の支払が${count}件あります`,
      unexportedBody: (until: string, count: number) =>
        `${until}までに支払予定日が来る支払のうち、振込データをまだ出力していないものが${count}件あります。振込の準備をお願いします。`,
      dueSoonSubject: (count: number) => `【フリーランス管理】支払期日が近い未払いの支払が${count}件あります`,
      dueSoonBody: (days: number, count: number) =>
        `${days}営業日以内に支払期日が来る、まだ支払済になっていない支払・支払通知書が${count}件あります。支払期日を過ぎた支払はフリーランス新法（第4条）違反になります。支払期日までに振込を済ませてください。`,
      dueDateAndAmount: '支払期日・金額',
      dueDateAndAmountValue: (dueDate: string, payDay: string | null, amount: string) => (payDay ? `${dueDate}（振込は${payDay}まで） ${amount}` : `${dueDate} ${amount}`),
      dueNotificationOnly: '（支払未作成の支払通知書）',
      worker: 'ワーカー',
      paymentNumber: '支払番号',
      notificationNumber: '通知番号',
      dateAndAmount: '支払予定日・金額',
      dateAndAmountValue: (date: string, amount: string) => `${date} ${amount}`,
      total: (amount: string) => `合計 ${amount}`,
      more: (n: number) => `ほか${n}件は支払一覧でご確認ください。`,
      action: '支払一覧を開く',
      settingsNote: 'このメールはアラートメール設定により送信しています。受信者の変更は「設定 > アラートメール設定」から行えます。',
    },
  },
} as const;
