/** Background jobs: the progress dialog and the API's answers about a job. */
export const jobMessages = {
  jobs: {
    title: '処理の状況',
    queued: '処理の順番を待っています…',
    running: (done: number, total: number) => `処理中… ${done.toLocaleString('ja-JP')} / ${total.toLocaleString('ja-JP')} 件`,
    succeeded: '処理が完了しました。',
    /** a finished job's count */
    doneCount: (done: number) => `${done.toLocaleString('ja-JP')} 件を処理しました。`,
    downloadFailed: 'ファイルをダウンロードできませんでした。',
    failed: '処理を完了できませんでした。',
    download: 'ダウンロード',
    close: '閉じる',
    fetchFailed: '処理の状況を取得できませんでした。',
    notFound: '処理が見つかりません。',
    noFile: 'この処理のファイルはまだありません。',
    /** a job that failed unexpectedly, after its retries */
    unexpected: '処理中に予期しないエラーが発生しました。時間をおいてもう一度お試しください。',
  },
} as const;
