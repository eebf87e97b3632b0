/**
 * Part of the one message catalogue (`ja.ts` spreads it in): file storage (issue #10 "Files", issue #12 uploads) —
 * refusals of a pre-signed upload or a signed download link, and a file whose content does not match its type.
 */
export const storageMessages = {
  storage: {
    malformedUpload: 'アップロードの形式が正しくありません。アップロードURLを取得し直してからもう一度送信してください。',
    fileRequired: 'アップロードするファイルがありません。',
    signatureMismatch: 'アップロードURLの署名が正しくありません。アップロードURLを取得し直してください。',
    policyExpired: 'アップロードURLの有効期限が切れています。アップロードURLを取得し直してください。',
    conditionFailed: 'アップロードの条件を満たしていません。アップロードURLを取得し直してください。',
    wrongContentType: 'このファイル形式はアップロードできません。',
    tooLarge: 'ファイルのサイズが上限を超えています。',
    tooSmall: 'ファイルが空か、小さすぎます。',
    downloadExpired: 'ダウンロードURLの有効期限が切れています。画面を再読み込みしてからやり直してください。',
    downloadInvalid: 'ダウンロードURLが正しくありません。画面を再読み込みしてからやり直してください。',
    invalidKey: 'ファイルの指定が正しくありません。ファイルをアップロードし直してください。',
    contentMismatch: 'ファイルの内容がファイル形式と一致しません。JPEG・PNG・PDFのファイルを選んでください。',
  },
} as const;
