/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the 支払調書 screens (issue #22) — the company's list per
 * worker and per contract (/payment_record, /payment_record/contract), the bulk publish / download / mail, the PDF
 * preview, the 区分・細目 settings, the links from the worker and contract pages, and the worker portal's page.
 */
import { formatMoney as yen } from '../format';

/** 令和 of a Gregorian year (令和元年 = 2019). */
const reiwa = (year: number) => (year === 2019 ? '令和元年' : `令和${year - 2018}年`);
/** Up to three names, then 「ほかn名」: a confirmation names who is concerned without growing past the dialog. */
const names = (list: readonly string[], unit: string) =>
  list.length <= 3 ? list.join('、') : `${list.slice(0, 3).join('、')} ほか${list.length - 3}${unit}`;

export const paymentRecordScreenMessages = {
  paymentRecordScreens: {
    menu: '支払調書',
    title: '支払調書',
    lead: '支払済みの報酬から、年ごとの支払調書（報酬、料金、契約金及び賞金の支払調書）を作成します。税務署への提出期限は翌年1月31日です。',
    tabs: { businessors: 'ワーカー別', contracts: '契約別', label: '支払調書の表示単位' },
    // ── the year and the filters ──
    year: '対象年',
    yearOption: (year: number) => `${year}年分（${reiwa(year)}分）`,
    yearShort: (year: number) => `${year}年分`,
    keyword: '氏名・契約名で検索',
    filing: '提出要否',
    status: '発行状況',
    statusAll: 'すべて',
    entity: '個人・法人',
    entityAll: '個人と法人',
    entityCount: (label: string, n: number) => `${label}（${n.toLocaleString('ja-JP')}）`,
    clear: '条件をクリア',
    totalCount: (n: number) => `全${n.toLocaleString('ja-JP')}件`,
    // ── the 合計表 figures ──
    summaryLabel: '法定調書合計表の集計',
    summary: {
      filing: '提出対象',
      notFiling: '提出対象外',
      corporations: 'うち法人',
      count: (n: number) => `${n.toLocaleString('ja-JP')}件`,
      amount: '支払金額',
      withholding: '源泉徴収税額',
      help: '「提出対象」の件数・金額を法定調書合計表の「報酬、料金、契約金及び賞金の支払調書」欄に記入します。「うち法人」は提出対象・提出対象外の法人分の内数です。',
    },
    totalsRow: (amount: number, unpaid: number, withholding: number) =>
      `この条件の合計: 支払金額 ${yen(amount)}${unpaid > 0 ? `（内未払 ${yen(unpaid)}）` : ''} / 源泉徴収税額 ${yen(withholding)}`,
    // ── the table ──
    listLabel: '支払調書一覧',
    columns: {
      selectAll: 'このページのすべてを選択',
      selectRow: (name: string) => `${name}を選択`,
      name: '氏名・名称',
      contract: '契約・氏名',
      category: '区分',
      detail: '細目',
      amount: '支払金額',
      withholding: '源泉徴収税額',
      filing: '提出',
      problems: '確認事項',
      status: '発行状況',
      actions: '操作',
    },
    unpaid: (n: number) => `内未払 ${yen(n)}`,
    unwithheld: (n: number) => `内未徴収 ${yen(n)}`,
    taxNote: (n: number) => `消費税等 ${yen(n)}（摘要）`,
    paymentCount: (n: number) => `支払${n}回`,
    corporationChip: '法人',
    filingHelp: (threshold: number) =>
      `同じ支払先への1年間の支払金額の合計が${yen(threshold)}を超えると、税務署への提出対象です（所得税法施行規則84条）。法人への支払も同じです（所得税法225条1項3号）。提出対象外でも、本人への交付用は発行できます。`,
    noProblems: 'なし',
    publishedOn: (date: string) => `公開 ${date}`,
    emailedOn: (date: string) => `メール ${date}`,
    empty: (year: number) => `${year}年に支払済みの報酬はありません。`,
    emptyContracts: (year: number) => `${year}年に支払通知書から支払った契約はありません。支払通知書を通さない支払は「ワーカー別」に表示されます。`,
    emptySearch: '条件に合う支払調書はありません。',
    loadFailed: '支払調書の取得に失敗しました。',
    summaryFailed: '支払調書の集計の取得に失敗しました。',
    // ── row actions ──
    preview: 'PDFプレビュー',
    previewOf: (name: string) => `${name}の支払調書をプレビュー`,
    moreActions: (name: string) => `${name}の操作`,
    publish: '公開',
    email: 'メール送信',
    officeCopy: '税務署提出用PDF',
    officeCopyHelp: '個人番号・法人番号を印字します。マイナンバー担当のみ出力でき、出力は操作ログに記録されます。',
    // ── the bulk bar ──
    selectedCount: (n: number) => `${n.toLocaleString('ja-JP')}件選択中`,
    bulkPublish: '公開',
    bulkDownload: 'ダウンロード（ZIP）',
    bulkEmail: 'メール送信',
    clearSelection: '選択を解除',
    // ── confirmations (name the year and who) ──
    confirm: {
      publishTitle: '支払調書を公開しますか？',
      emailTitle: '支払調書をメールで知らせますか？',
      downloadTitle: '支払調書をダウンロードしますか？',
      officeTitle: '税務署提出用PDFを出力しますか？',
      publish: (year: number, who: readonly string[]) =>
        `${year}年分の支払調書を${who.length}名（${names(who, '名')}）のワーカーポータルに公開します。ワーカーにはポータルのお知らせで届きます（メールで知らせるには「メール送信」）。公開した時点の金額・住所で内容が確定します。公開済みのものは今の内容で置き換えます。`,
      email: (year: number, who: readonly string[]) =>
        `${year}年分の支払調書を${who.length}名（${names(who, '名')}）にメールで知らせます。未公開のものは公開してから送ります。メールには金額や個人情報を載せず、ワーカーポータルで確認するよう案内します。`,
      download: (year: number, n: number) => `${year}年分の支払調書${n}件（本人交付用）をZIPファイルにまとめてダウンロードします。`,
      office: (year: number, name: string) =>
        `${name}の${year}年分の税務署提出用PDF（個人番号・法人番号あり）を出力します。利用目的「支払調書作成」で操作ログに記録されます。`,
      contractPublish: (year: number, contracts: readonly string[]) =>
        `${year}年分の支払調書を契約${contracts.length}件（${names(contracts, '件')}）について公開します。ワーカーにはポータルのお知らせで届きます（メールで知らせるには「メール送信」）。公開済みのものは今の内容で置き換えます。`,
      contractEmail: (year: number, contracts: readonly string[]) =>
        `${year}年分の支払調書を契約${contracts.length}件（${names(contracts, '件')}）についてメールで知らせます。未公開のものは公開してから送ります。`,
      publishButton: '公開する',
      emailButton: '送信する',
      downloadButton: 'ダウンロードする',
      officeButton: '出力する',
    },
    refusedTitle: '次の理由で処理できませんでした。どれも処理していません。',
    // ── results ──
    published: (n: number) => `${n}件の支払調書を公開しました。`,
    emailed: (name: string) => `${name}に支払調書のメールを送信しました。`,
    publishedOne: (name: string) => `${name}の支払調書を公開しました。`,
    failed: {
      publish: '支払調書の公開に失敗しました。',
      email: '支払調書のメール送信に失敗しました。',
      download: '支払調書のダウンロードに失敗しました。',
      preview: '支払調書PDFの表示に失敗しました。',
    },
    jobTitle: { download: '支払調書のZIPファイル', email: '支払調書のメール送信' },
    emailsDone: (n: number) => `${n}名に支払調書のメールを送信しました。`,
    // ── the PDF preview ──
    previewTitle: (name: string, year: number) => `支払調書 ${year}年分 ${name}`,
    previewFrame: '支払調書PDF',
    previewLoading: 'PDFを作成しています…',
    previewNote: '本人交付用（個人番号は印字されません）',
    openInTab: '新しいタブで開く',
    download: 'ダウンロード',
    // ── the 区分・細目 settings ──
    categories: {
      open: '区分・細目の設定',
      title: '区分・細目の設定',
      lead: '契約の職種ごとに、支払調書に印字する区分と細目を決めます。保存すると、未公開の支払調書に反映されます（公開済みのものは公開時の内容のままです）。',
      occupation: '職種',
      category: '区分',
      detail: '細目',
      categoryHelp: '例: デザイン料、原稿料、翻訳料、講演料',
      detailHelp: '例: Webデザイン、記事執筆',
      saved: '区分・細目を保存しました。',
      saveFailed: '区分・細目の保存に失敗しました。',
      loadFailed: '区分・細目の取得に失敗しました。',
      readOnly: '区分・細目を変更できるのはオーナー管理者・管理者です。',
      required: '区分を入力してください。',
      fieldLabel: (occupation: string, field: string) => `${occupation}の${field}`,
    },
    // ── links from the worker and contract pages ──
    link: '支払調書',
    linkLabel: (name: string) => `${name}の支払調書`,
  },
  portalPaymentRecords: {
    menu: '支払調書',
    heading: '支払調書',
    lead: '会社から公開された支払調書です。確定申告の資料としてダウンロードできます。個人番号は印字されていません。',
    yearHeading: (year: number) => `${year}年分（${reiwa(year)}分）`,
    columns: { company: '会社', contract: '契約', amount: '支払金額', withholding: '源泉徴収税額', publishedAt: '公開日', download: 'PDF' },
    allContracts: 'すべての契約',
    download: 'ダウンロード',
    downloadOf: (company: string, year: number) => `${company}の${year}年分の支払調書をダウンロード`,
    empty: '公開された支払調書はまだありません。',
    loadFailed: '支払調書の取得に失敗しました。',
    downloadFailed: '支払調書のダウンロードに失敗しました。',
  },
} as const;
