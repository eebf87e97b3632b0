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
    alreadyUploaded: 'このアップロードURLはすでに使われています。アップロードURLを取得し直してください。',
    noSpace: 'ファイルを保存する領域が不足しているため、アップロードできませんでした。時間をおいて再度お試しいただくか、管理者にお問い合わせください。',
    integrityFailed: 'ファイルが保存後に変更されているため、ダウンロードできません。管理者にお問い合わせください。',
    tooManyPending: (n: number) => `提出前のアップロードは${n}件までです。アップロードしたファイルを提出するか、1時間ほどおいてから再度お試しください。`,
    tooManyUploads: (n: number) => `アップロードは1時間に${n}回までです。しばらく時間をおいてから再度お試しください。`,
    contentMismatch: 'ファイルの内容がファイル形式と一致しません。JPEG・PNG・PDFのファイルを選んでください。',
  },
} as const;
