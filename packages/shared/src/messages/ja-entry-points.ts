/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the ways in (issue #21 items 1, 7, 8) — the contract page
 * with its tabs, 「発注書を作成」 from every list, the side menu's マイナンバー item and the 設定 cards.
 */
export const entryPointMessages = {
  contractPage: {
    heading: '契約内容',
    edit: '編集',
    notSet: '未設定',
    none: 'なし',
    yes: 'あり',
    no: 'なし',
    redelegation: '再委託',
    postponement: '支払期日の順延の合意日',
    projects: 'プロジェクト',
    templates: '発注明細テンプレート',
    templateLine: (name: string, count: number) => `${name}（明細${count}件）`,
    openContract: (title: string) => `契約「${title}」を開く`,
    createOrderFor: (title: string) => `契約「${title}」の発注書を作成`,
  },
  createOrderDialog: {
    open: '新規作成',
    title: '発注書を作成',
    lead: 'ワーカーと契約を選ぶと、発注書の作成画面に進みます。',
    worker: 'ワーカー',
    workerPlaceholder: '名前を入力して検索',
    noWorkers: '該当するワーカーがいません',
    contract: '契約',
    contractPlaceholder: '先にワーカーを選んでください',
    noContracts: 'このワーカーには発注できる契約（期間中または開始前）がありません。',
    next: '作成画面へ進む',
  },
  navigation: {
    myNumber: 'マイナンバー',
    myNumberList: 'マイナンバー管理へ',
    myNumberLog: '操作ログを見る',
    myNumberLinksLead: 'すべてのワーカーのマイナンバーの状況と操作ログは、マイナンバー管理で確認できます。',
  },
  companyCards: {
    notification: '支払期日・承認待ちなどのアラートメールの宛先',
    transfer_account: '全銀データの振込元口座（依頼人）',
    'worker-required-entry': 'ワーカーに入力を求める項目',
    payment_notification: 'ワーカーへのメッセージとみなし承認の日数',
    payment_notificationLabel: '支払通知書',
  },
};
