/**
 * Part of the one message catalogue (`ja.ts` spreads it in): 会計ソフト連携 (issue #25 item 1): the mapping screen, the export screen and the API errors of the journal exports.
 */
const FREEE_DEALS = 'https://support.freee.co.jp/hc/ja/articles/202847320';
const FREEE_JOURNALS = 'https://support.freee.co.jp/hc/ja/articles/204847430';
const MF_JOURNALS = 'https://biz.moneyforward.com/support/tax-return/guide/import-books/ib01.html';
const MF_INVOICE = 'https://the-board.jp/blogs/news_partner_and_invoice_field_for_mf/';
const YAYOI = 'https://support.yayoi-kk.co.jp/subcontents.html?page_id=18545';
const YAYOI_FAQ = 'https://support.yayoi-kk.co.jp/faq_Subcontents.html?grade_id=Kaikei&page_id=27184';

export const accountingMessages = {
  accounting: {
    formats: {
      freee_deals: 'freee 取引インポート',
      freee_journals: 'freee 仕訳インポート',
      mf_journals: 'マネーフォワード クラウド会計 仕訳帳',
      yayoi: '弥生会計 インポート形式',
      payment_data: '支払データ CSV',
    },
    fileNames: {
      freee_deals: 'freee取引',
      freee_journals: 'freee仕訳',
      mf_journals: 'MF仕訳帳',
      yayoi: '弥生仕訳',
      payment_data: '支払データ',
    },
    departmentSources: { department: 'ワーカーの部門', project: '発注のプロジェクト', none: '部門を出力しない' },
    entryKinds: {
      notification: '支払通知書（計上）',
      invoice: '請求書（計上）',
      settlement: '支払（消込）',
      direct_payment: '直接支払',
    },
    documentKinds: { notification: '支払通知書', invoice: '請求書', payment: '支払' },
    memo: {
      notification: (number: string) => `外注費 支払通知書 ${number}`,
      invoice: (number: string) => `外注費 請求書 ${number}`,
      settlement: (number: string, notification: string) => `支払 ${number}（支払通知書 ${notification}）`,
      direct: (number: string) => `外注費 直接支払 ${number}`,
    },
    notes: {
      freeeWithholding: (count: number) =>
        `源泉徴収のある伝票が${count}件あります。freee 取引インポートは預り金を出力できないため、源泉徴収税額は含まれていません（freee 仕訳インポートを使ってください）。`,
      freeeSettlements: (count: number) =>
        `支払（消込）${count}件は freee 取引インポートでは出力していません。freee 上で未決済取引を消し込むか、freee 仕訳インポートを使ってください。`,
    },
    // errors
    kindInvalid: '設定の種類が正しくありません',
    keyInvalid: '設定の項目が正しくありません',
    keyUnknown: (kind: string, key: string) => `設定の項目「${kind}:${key}」はこの会社にありません`,
    valueRequired: '名称を入力してください',
    valueTooLong: (max: number) => `名称は${max}文字以内で入力してください`,
    optionInvalid: '部門の出力元が正しくありません',
    rowsRequired: '設定の一覧が正しくありません',
    formatInvalid: '出力形式を選んでください',
    fromInvalid: '期間の開始日を正しい日付で入力してください',
    toInvalid: '期間の終了日を正しい日付で入力してください',
    fromAfterTo: '期間の開始日は終了日以前にしてください',
    periodTooLong: '期間は1年以内にしてください',
    shiftJis: (document: string, chars: string) =>
      `${document} に Shift_JIS で出力できない文字（${chars}）があります。該当する名称や設定を修正してから出力してください`,
    // screens
    mappingTitle: '会計ソフト連携',
    cardDescription: '会計データ出力で使う勘定科目・税区分・部門・補助科目の名称',
    mappingLead: '会計データ出力で使う勘定科目・税区分・部門・補助科目の名称です。お使いの会計ソフトのマスタと同じ名称にしてください（空欄は既定値）。',
    exportTitle: '会計データ出力',
    sections: { accounts: '勘定科目', taxes: '税区分', mfInvoice: 'マネーフォワード インボイス列', departments: '部門', workers: '補助科目（ワーカー）' },
    accounts: { expense: '外注費', payable: '未払金', withholding: '預り金（源泉所得税）', advance: '立替金', bank: '支払口座（普通預金）' },
    taxLabels: {
      qualified: (rate: string) => `適格請求書発行事業者から ${rate}`,
      transitional: (percent: number, rate: string) => (percent === 0 ? `登録番号なし・控除なし ${rate}` : `登録番号なし・経過措置${percent}% ${rate}`),
      exempt: '対象外（立替金・消込・不課税）',
      direct: '直接支払（税率の記録なし）',
      mfQualified: 'インボイス列：適格',
      mfTransitional: (percent: number) => `インボイス列：経過措置${percent}%`,
    },
    departmentSource: '部門の出力元',
    search: '名前で絞り込み',
    columns: { name: '名前', code: 'コード', value: '会計ソフトでの名称' },
    saved: '会計ソフト連携の設定を保存しました。',
    saveFailed: '会計ソフト連携の設定の保存に失敗しました。',
    loadFailed: '会計ソフト連携の設定の取得に失敗しました。',
    previewFailed: '出力内容の確認に失敗しました。',
    downloadFailed: '会計データの出力に失敗しました。',
    downloaded: '会計データを出力しました。',
    menu: '会計データ出力',
    mappingLink: '会計ソフト連携の設定',
    helpTitle: (format: string) => `${format}について`,
    sourcesTitle: '列の出典（公開ヘルプ）',
    unsourcedTitle: '確認できなかったこと',
    encodingTitle: '文字コード',
    notesTitle: 'この形式で出力されないもの',
    empty: 'この期間に出力する伝票はありません',
    save: 'まとめて保存',
    period: '期間',
    from: '開始日',
    to: '終了日',
    format: '出力形式',
    preview: '出力される伝票',
    rowsLabel: 'ファイルの行数',
    rows: (n: number) => `${n.toLocaleString('ja-JP')}行`,
    download: 'ダウンロード',
    help: {
      freee_deals: {
        sources: [{ title: 'freee ヘルプセンター「取引・口座振替のインポート（一括登録）」', url: FREEE_DEALS }],
        unsourced: [
          '公開ページで確認できたのは列名と「収支区分・発生日は必須、日付は YYYY/MM/DD」までです。「税計算区分」に「内税」と出力していますが、指定できる値の一覧は確認できていません。',
          '源泉徴収（預り金）と消込は取引1行で表せないため出力しません。freee 仕訳インポートを使ってください。',
        ],
        encoding: 'UTF-8（BOM付き）',
      },
      freee_journals: {
        sources: [{ title: 'freee ヘルプセンター「その他の会計ソフトから仕訳データを移行する」', url: FREEE_JOURNALS }],
        unsourced: [
          '公開ページは「日付・伝票番号（同じ日付と伝票番号で複数行の仕訳）・決算整理仕訳」と借方／貸方ごとの勘定科目・金額・税額・摘要の列を挙げていますが、列の並びは取り込み時に freee の画面で対応付ける形式です。税区分・取引先・部門の列名は確認できていません。',
        ],
        encoding: 'UTF-8（BOM付き）',
      },
      mf_journals: {
        sources: [
          { title: 'マネーフォワード クラウド会計 サポート「仕訳帳」のインポート', url: MF_JOURNALS },
          { title: 'インボイス列の値（「適格」「80%控除」、MFサポートの引用）', url: MF_INVOICE },
        ],
        unsourced: [
          '27列（A〜AA）の列名と並びは公開ページの画像にあり、本文からは確認できていません。',
          '2026年10月以降の経過措置（70%・50%・30%）のインボイス列の値は確認できていません。既定値「70%控除」などは設定で変更できます。',
        ],
        encoding: 'UTF-8（BOM付き）',
      },
      yayoi: {
        sources: [
          { title: '弥生会計 サポート「弥生取り込み（インポート）形式」', url: YAYOI },
          { title: '弥生会計 よくある質問「弥生インポート形式の取引データ」', url: YAYOI_FAQ },
        ],
        unsourced: [
          '公開ページで確認できたのは1〜12列目（識別フラグ〜貸方補助科目）までです。13〜25列目（貸方部門〜調整）の並びと「タイプ」「調整」の値は確認できていません。',
          '借方税区分は「税区分・経理方式・請求書区分を組み合わせた形式」とされていますが、組み合わせの書き方は確認できていません。設定の税区分名をそのまま出力します。',
        ],
        encoding: 'Shift_JIS（Shift_JIS で表せない文字があると出力しません）',
      },
      payment_data: {
        sources: [],
        unsourced: ['この製品独自の形式です（書類ごとに1行：取引日、取引先、税率ごとの金額、源泉徴収税額、振込先）。'],
        encoding: 'UTF-8（BOM付き）',
      },
    },
  },
};
