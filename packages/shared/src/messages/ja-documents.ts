/**
 * Part of the one message catalogue (`ja.ts` spreads it in): the fixed words of every business document PDF
 * (発注書, 支払通知書, 支払調書 …) drawn by apps/api/src/lib/pdf/business-document.ts. The words that differ from one
 * document to another (title, 発注番号/通知番号, 発注日/発行日, the amount's label, 明示事項) come from the caller.
 */
export const documentMessages = {
  businessDocument: {
    honorific: { company: '御中', person: '様' },
    postalMark: '〒',
    phone: 'TEL',
    registrationNumber: '登録番号',
    notRegistered: '適格請求書発行事業者の登録なし',
    subject: '件名',
    columns: { name: '品目', quantity: '数量', unit: '単位', unitPrice: '単価', taxRate: '税率', amount: '金額' },
    groupDeliveryDate: '納品日',
    groupInspectionDate: '検収日',
    taxBreakdown: '税率別内訳',
    /** 「10%対象 ¥…」: the rate's label before 対象; 0% is outside the consumption tax. */
    taxRateLabel: { 10: '10%', 8: '8%', 0: '対象外' },
    taxBase: '対象',
    tax: '消費税',
    subtotal: '小計',
    taxTotal: '消費税',
    total: '合計',
    withholding: '源泉徴収税額',
    remarks: '備考',
    reducedMark: '※',
    reducedNote: '※は軽減税率（8%）対象品目です。',
    continued: '（続き）',
    page: (page: number, pages: number) => `${page} / ${pages}`,
  },
  /**
   * Download file names (issue #21): the document's kind and its readable number, and the day for files of a day
   * (振込指定日, today in Japan) as YYYYMMDD — never a fixed name, so a folder of downloads sorts and reads by itself.
   */
  fileNames: {
    orderPdf: (number: string) => `発注書_${number}.pdf`,
    notificationPdf: (number: string) => `支払通知書_${number}.pdf`,
    transferFile: (number: string, transferDate: string, format: 'txt' | 'csv') => `振込データ_${number}_${transferDate.replace(/-/g, '')}.${format}`,
    paymentList: (today: string) => `支払一覧_${today.replace(/-/g, '')}.csv`,
  },
} as const;
