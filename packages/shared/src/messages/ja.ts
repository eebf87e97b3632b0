/**
 * The one Japanese message catalogue. Every piece of interface text, API error and toast comes from here.
 * SPEC §8 messages are verbatim; keys are grouped by screen or area. Areas with many texts live in `ja-<area>.ts`
 * files spread in here; their top-level keys must not repeat a key of this file.
 */
import { companyMessages } from './ja-company';
import { contractMessages } from './ja-contracts';
import { portalMessages } from './ja-portal';
import { bankMessages } from './ja-banks';
import { portalProfileMessages } from './ja-portal-profile';
import { requiredEntryMessages } from './ja-required-entries';
import { workerMessages } from './ja-workers';
import { storageMessages } from './ja-storage';
import { documentMessages } from './ja-documents';
import { orderMessages } from './ja-orders';
import { myNumberMessages } from './ja-my-number';
import { projectMessages } from './ja-projects';
import { portalOrderMessages } from './ja-portal-orders';
import { orderScreenMessages } from './ja-order-screens';
import { progressMessages } from './ja-progress';
import { paymentNotificationMessages } from './ja-payment-notifications';
import { paymentMessages } from './ja-payments';
import { transferMessages } from './ja-transfer';
import { alertMessages } from './ja-alerts';
import { portalPaymentMessages } from './ja-portal-payments';
import { paymentNotificationScreenMessages } from './ja-payment-notification-screens';
import { paymentDueMessages } from './ja-payment-due';
import { glossaryMessages } from './ja-glossary';
import { entryPointMessages } from './ja-entry-points';
import { todoMessages } from './ja-todos';
import { paymentRecordMessages } from './ja-payment-records';
import { paymentRecordScreenMessages } from './ja-payment-record-screens';
import { jobMessages } from './ja-jobs';
import { timeTrackingMessages } from './ja-time-tracking';
import { timeTrackingApiMessages } from './ja-time-tracking-api';
import { timeTrackingPortalMessages } from './ja-time-tracking-portal';
import { timeTrackingScreenMessages } from './ja-time-tracking-screens';
import { activityMessages } from './ja-activity';
import { slackMessages } from './ja-slack';
import { customFieldMessages } from './ja-custom-fields';
import { accountingMessages } from './ja-accounting';
import { ebookMessages } from './ja-ebook';
import { ebookScreenMessages } from './ja-ebook-screens';
import { invoiceRegistrationMessages } from './ja-invoice-registrations';

/** The area files spread into `ja` (ja.test.ts checks that none hides a key of another or of this file). */
export const messageAreas = [
  companyMessages,
  workerMessages,
  contractMessages,
  portalMessages,
  bankMessages,
  portalProfileMessages,
  requiredEntryMessages,
  storageMessages,
  documentMessages,
  orderMessages,
  myNumberMessages,
  projectMessages,
  portalOrderMessages,
  orderScreenMessages,
  progressMessages,
  paymentNotificationMessages,
  paymentMessages,
  transferMessages,
  alertMessages,
  portalPaymentMessages,
  paymentNotificationScreenMessages,
  paymentDueMessages,
  glossaryMessages,
  entryPointMessages,
  todoMessages,
  paymentRecordMessages,
  paymentRecordScreenMessages,
  jobMessages,
  timeTrackingMessages,
  timeTrackingApiMessages,
  timeTrackingPortalMessages,
  timeTrackingScreenMessages,
  activityMessages,
  slackMessages,
  customFieldMessages,
  accountingMessages,
  ebookMessages,
  ebookScreenMessages,
  invoiceRegistrationMessages,
] as const;

export const ja = {
  ...companyMessages,
  ...workerMessages,
  ...contractMessages,
  ...portalMessages,
  ...bankMessages,
  ...portalProfileMessages,
  ...requiredEntryMessages,
  ...storageMessages,
  ...documentMessages,
  ...orderMessages,
  ...myNumberMessages,
  ...projectMessages,
  ...portalOrderMessages,
  ...orderScreenMessages,
  ...progressMessages,
  ...paymentNotificationMessages,
  ...paymentMessages,
  ...transferMessages,
  ...alertMessages,
  ...portalPaymentMessages,
  ...paymentNotificationScreenMessages,
  ...paymentDueMessages,
  ...glossaryMessages,
  ...entryPointMessages,
  ...todoMessages,
  ...paymentRecordMessages,
  ...paymentRecordScreenMessages,
  ...jobMessages,
  ...timeTrackingMessages,
  ...timeTrackingApiMessages,
  ...timeTrackingPortalMessages,
  ...timeTrackingScreenMessages,
  ...activityMessages,
  ...slackMessages,
  ...customFieldMessages,
  ...accountingMessages,
  ...ebookMessages,
  ...ebookScreenMessages,
  ...invoiceRegistrationMessages,
  app: {
    name: 'フリーランス管理',
    footer: '© フリーランス管理',
    loading: '読み込み中…',
    notFoundTitle: '404 Not Found',
    notFoundBody: 'お探しのページは見つかりませんでした。',
    errorTitle: 'An error occurred',
    errorBody: '画面の表示中にエラーが発生しました。',
    backHome: 'ホームへ戻る',
    planRestricted: 'プランによる機能制限があります',
    unexpected: '予期せぬエラーが発生しました。時間を空けて再実行するか、サポート担当にお問い合わせください。',
    privacyPolicy: 'プライバシーポリシー',
    terms: '利用規約',
    rowsPerPage: '表示件数',
    displayedRows: (from: number, to: number, count: number) => `${count}件中 ${from}〜${to}件`,
    close: '閉じる',
    clearSearch: '検索条件をクリア',
    cancel: 'キャンセル',
    save: '保存する',
    statusCode: (status: number) => `ステータスコード: ${status}`,
    networkError: 'サーバーに接続できませんでした。通信環境をご確認ください。',
    reload: 'ページを再読み込み',
    openMenu: 'メニューを開く',
    pagination: {
      first: '最初のページ',
      last: '最後のページ',
      next: '次のページ',
      previous: '前のページ',
      page: (page: number) => `${page}ページ目`,
    },
  },
  menu: {
    worker: 'ワーカー',
    contract: '契約',
    agent: 'エージェント',
    activityGroups: '活動一覧',
    company: '設定',
    navigation: 'メインメニュー',
  },
  topBar: {
    searchPlaceholder: 'ワーカー名・屋号で検索',
    searchNoOptions: '該当するワーカーがいません',
    notifications: 'お知らせ',
    profile: 'プロフィール',
    settings: 'パスワード設定',
    logout: 'ログアウト',
    logoutConfirm: 'ログアウトしてもよろしいですか？',
    logoutCancel: 'キャンセル',
    logoutButton: 'ログアウト',
    home: 'ホーム',
  },
  login: {
    title: 'ログイン',
    email: 'メールアドレス',
    password: 'パスワード',
    submit: 'ログイン',
    forgotPassword: 'パスワードをお忘れの方',
    invalid: 'メールアドレスまたはパスワードが正しくありません。',
    suspended: 'このアカウントは停止されています。管理者にお問い合わせください。',
    tooManyAttempts: 'ログインの試行回数が上限を超えました。しばらく時間をおいてから再度お試しください。',
    lead: 'メールアドレスとパスワードを入力してください。',
    chooseCompany: 'ログインする会社を選択してください。',
    chooseCompanyLead: 'このメールアドレスは複数の会社に登録されています。ログインする会社を選んでください。',
    company: '会社',
    back: '戻る',
  },
  auth: {
    unauthorized: 'ログインしてください。',
    sessionExpired: 'ログインの有効期限が切れました。再度ログインしてください。',
    forbidden: 'この操作を行う権限がありません。',
  },
  notifications: {
    title: 'お知らせ',
    all: 'すべて見る',
    empty: 'お知らせはありません',
    unread: '未読',
    read: '既読',
    faq: 'よくある質問',
    guide: 'ご利用ガイド',
    fetchFailed: 'お知らせの取得に失敗しました。',
    readFailed: 'お知らせを既読にできませんでした。',
    notFound: 'お知らせが見つかりません。',
    unreadCount: (count: number) => `未読 ${count}件`,
    pageEmpty: 'このページにお知らせはありません',
  },
  profile: {
    title: 'プロフィール',
    name: '氏名',
    email: 'メールアドレス',
    role: '権限',
    company: '会社名',
    department: '部署',
    updated: 'プロフィールを更新しました。',
    updateFailed: 'プロフィールの更新に失敗しました。',
    infoSection: 'アカウント情報',
    editSection: '氏名の変更',
    nameHint: '100文字以内で入力してください。',
  },
  settings: {
    title: 'パスワード設定',
    currentPassword: '現在のパスワード',
    newPassword: '新しいパスワード',
    newPasswordConfirmation: '新しいパスワード（確認）',
    submit: 'パスワードを変更する',
    changed: 'パスワードを変更しました。他の端末からはログアウトされました。',
    changeFailed: 'パスワードの変更に失敗しました。',
    currentPasswordWrong: '現在のパスワードが正しくありません。',
    confirmationMismatch: '確認用のパスワードが一致しません。',
    hint: '8文字以上128文字以内で入力してください。',
    lead: 'ログイン中のアカウントのパスワードを変更します。',
    tooManyAttempts: '現在のパスワードの入力誤りが上限を超えました。しばらく時間をおいてから再度お試しください。',
    signOutEverywhereSection: 'すべての端末からログアウト',
    signOutEverywhereLead: 'このアカウントでログインしているすべての端末（この端末を含む）からログアウトします。',
    signOutEverywhereButton: 'すべての端末からログアウト',
    signOutEverywhereConfirmTitle: 'すべての端末からログアウトしますか？',
    signOutEverywhereConfirmBody: 'この端末を含め、ログイン中のすべての端末でもう一度ログインが必要になります。',
    signOutEverywhereConfirm: 'ログアウトする',
    signOutEverywhereCancel: 'キャンセル',
    signOutEverywhereFailed: 'ログアウトできませんでした。時間をおいて再度お試しください。',
    signedOutEverywhere: 'すべての端末からログアウトしました。再度ログインしてください。',
  },
  placeholder: {
    comingSoon: 'この画面は準備中です。',
    lead: '公開までしばらくお待ちください。',
    backToLogin: 'ログイン画面へ戻る',
  },
  /** Page titles of screens whose content a later issue builds (shown with ja.placeholder.comingSoon). */
  pageTitles: {
    agent: 'エージェント一覧',
    activityGroups: '活動一覧',
    activityGroup: '活動詳細',
    contract: '契約一覧',
    deliveries: '納品一覧',
    payments: '支払一覧',
    paymentRecord: '支払調書',
    paymentNotifications: '支払通知書一覧',
    purchaseOrder: '発注書一覧',
    myNumber: 'マイナンバー管理',
    workerDetail: 'ワーカー詳細',
    resetPassword: 'パスワード再設定',
  },
  myNumberForm: {
    steps: ['基本情報', '確認', '完了'],
  },
  validation: {
    required: '入力してください。',
    email: 'メールアドレスの形式で入力してください。',
    tooLong: (max: number) => `${max}文字以内で入力してください。`,
    passwordLength: 'パスワードは8文字以上128文字以内で入力してください。',
    invalid: '入力内容に誤りがあります。',
    invalidBody: 'リクエストの形式が正しくありません。',
    money: '金額は数字で入力してください（例：100000、100,000）',
    afterStartDate: '契約開始日より前の日付を設定することはできません',
    priceOfEntireDocument: '合計金額が上限を超えています',
    date: '日付はYYYY/MM/DDの形式で入力してください。',
    /** the format is right but there is no such day (2027/13/01), or the year is outside 1900–2999 */
    dateInvalid: '日付が正しくありません（存在しない日付か、扱えない年です）。',
    searchTooLong: (max: number) => `検索語は${max}文字以内で入力してください。`,
    /** Names and titles: one line, no control characters, no bidi overrides (packages/shared/src/text.ts). */
    singleLine: '改行や制御文字は使用できません。',
    /** Remarks and descriptions: line breaks are fine, other control characters and bidi overrides are not. */
    controlChars: '制御文字や文字の向きを変える記号は使用できません。',
    /** Names and titles made only of characters nobody can see (U+200B and the like). */
    invisibleOnly: '目に見えない文字だけでは登録できません。文字を入力してください。',
    /** A run of combining marks stacked on one character (text that spills over the lines around it). */
    combiningMarks: '記号（結合文字）を重ねた文字は使用できません。通常の文字で入力してください。',
  },
  /** Every CSV import: the upload form and the per-line errors ('3行目（列）: 理由'). */
  csvImport: {
    chooseFile: 'CSVファイルを選択',
    noFile: 'ファイルが選択されていません',
    submit: 'インポートする',
    errorsTitle: '次の行に誤りがあるため、取り込みませんでした。',
    fileRequired: 'CSVファイルを選択してください。',
    fileTooLarge: 'CSVファイルは5MB以内にしてください。',
    encodingHint: '文字コードは UTF-8（BOM付き・なし）または Shift-JIS に対応しています。',
    moreErrors: (first: string, rest: number) => `${first}（ほか${rest}件）`,
    line: (line: number, message: string) => `${line}行目: ${message}`,
    lineColumn: (line: number, column: string, message: string) => `${line}行目（${column}）: ${message}`,
    /** A cell beyond the header's columns is named by its position. */
    columnNumber: (column: number) => `${column}列目`,
    empty: 'CSVファイルにデータがありません。',
    unclosedQuote: 'CSVの形式が正しくありません。「"」で始まるセルが閉じられていません。',
    textAfterQuote: 'CSVの形式が正しくありません。「"」で囲んだセルの後ろに区切りのない文字があります。',
    tooManyRows: (max: number) => `CSVのデータ行が多すぎます。一度に取り込めるのは${max.toLocaleString('ja-JP')}行までです。`,
    tooManyColumns: (max: number) => `列が多すぎます。1行は${max.toLocaleString('ja-JP')}列までにしてください。`,
    cellTooLong: (max: number) => `1つのセルは${max.toLocaleString('ja-JP')}文字までにしてください。`,
    controlCharacter: (codePoint: string) => `制御文字（${codePoint}）は使用できません。`,
    extraCells: (headerColumns: number) => `見出し行（${headerColumns}列）より右の列に値があります。`,
  },
  api: {
    notFound: '指定されたデータが見つかりません。',
    routeNotFound: '指定されたAPIは存在しません。',
    internal: 'サーバーでエラーが発生しました。時間を空けて再実行するか、サポート担当にお問い合わせください。',
    databaseUnavailable: 'データベースに接続できません。',
    payloadTooLarge: '送信されたデータが大きすぎます。',
    unsupportedMediaType: '対応していない形式のデータです。',
    // Bad input refused before or by the database (issue #8 item 4): always a 4xx, never a 500.
    nulCharacter: 'リクエストに使用できない文字（NUL）が含まれています。',
    badUrl: 'URLの形式が正しくありません。',
    urlTooLong: 'URLが長すぎます。',
    malformedMultipart: 'アップロードされたデータの形式が正しくありません。ファイルを選び直してもう一度送信してください。',
    duplicate: '同じ内容がすでに登録されています。',
    relatedDataChanged: '関連するデータが変更または削除されたため、処理できませんでした。画面を再読み込みしてからやり直してください。',
    invalidValue: '入力された値の形式が正しくありません。',
    invalidDate: '日付の形式が正しくないか、存在しない日付です。',
    outOfRange: '入力された数値が大きすぎるか、範囲外です。',
    valueTooLong: '入力された値が長すぎます。',
    concurrentUpdate: '他の操作と重なったため処理できませんでした。もう一度お試しください。',
    busy: 'サーバーが混み合っているため処理できませんでした。時間を空けて再実行してください。',
  },
  // SPEC §8, verbatim: failed loads.
  loadFailed: {
    workers: 'ワーカー一覧の取得に失敗しました。',
    worker: 'ワーカー情報の取得に失敗しました。',
    contracts: '契約一覧の取得に失敗しました。',
    contract: '契約情報の取得に失敗しました。',
    contractRelated: '契約関連の情報の取得に失敗しました。',
    personal: '個人情報の取得に失敗しました。',
    myNumber: 'マイナンバー情報の取得に失敗しました。',
    myNumberDelete: 'マイナンバー情報の削除に失敗しました。',
    myNumberImageUrl: 'マイナンバー関連画像URLの取得に失敗しました。',
    basicInfoUpdate: '基本情報の更新に失敗しました。',
    workerInviteCancel: 'ワーカーの招待の取り消しに失敗しました。',
    workerReinvite: 'ワーカーへ再招待メールの送信に失敗しました。',
    myNumberRequest: 'マイナンバーの提出依頼通知に失敗しました。',
    employees: '社員一覧の取得に失敗しました。',
    departments: '部署一覧の取得に失敗しました。',
    agents: 'エージェント一覧の取得に失敗しました。',
    roles: '権限情報の取得に失敗しました。',
    profile: 'プロフィール情報の取得に失敗しました。',
    initialRegistration: '初期登録情報の取得に失敗しました。',
  },
  /** The public 利用規約・プライバシーポリシー・help pages (their texts: ja-legal.ts, loaded only by those pages). */
  legal: {
    revised: '最終改定日',
    back: '戻る',
    and: 'と',
    contents: '目次',
    externalLead: (title: string) => `${title}は、次のページに掲載しています。`,
    openExternal: (title: string) => `${title}を開く（新しいタブ）`,
    helpLinks: 'ヘルプ',
  },
} as const;

export type Messages = typeof ja;
