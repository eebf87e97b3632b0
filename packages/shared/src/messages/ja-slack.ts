/**
 * Part of the one message catalogue (`ja.ts` spreads it in): Slack (issue #23) — the webhook messages posted for
 * 稼働管理, the delivery status on the contract page, and the workspace connection (設定 > Slack連携,
 * /slack/omniauth_callbacks).
 */
export const slackMessages = {
  slack: {
    // ── what a webhook posts (Slack's incoming-webhook text) ──
    webhook: {
      submitted: (worker: string, month: string, hours: string) => `${worker}さんが${month}の稼働（${hours}）を提出しました`,
      approved: (worker: string, month: string, hours: string) => `${worker}さんの${month}の稼働（${hours}）を承認しました`,
      returned: (worker: string, month: string, hours: string) => `${worker}さんの${month}の稼働（${hours}）を差し戻しました`,
      contract: (title: string) => `契約: ${title}`,
      open: '稼働を確認する',
    },
    /** the bell of the company's administrators when a webhook was given up */
    deliveryFailedTitle: (contract: string) => `Slack通知を送れませんでした（${contract}）`,
    deliveryFailedBody: '稼働の通知をSlackに届けられませんでした（送り直しても届かないか、宛先が見つかりません）。契約の「Slack Webhook URL」が正しいか確認してください。',

    // ── the API's refusals ──
    errors: {
      notConfigured: 'このサーバーではSlack連携が設定されていません（SLACK_CLIENT_ID・SLACK_CLIENT_SECRET）。システム管理者に設定を依頼してください。',
      invalidState: '連携の手続きが無効か期限切れです。もう一度やり直してください。',
      refused: 'Slackが連携を許可しませんでした。もう一度やり直してください。',
      unreachable: 'Slackに接続できませんでした。時間をおいてもう一度やり直してください。',
      codeRequired: 'Slackから連携のコードが届いていません。もう一度やり直してください。',
    },

    // ── the contract page: the latest delivery ──
    delivery: {
      label: 'Slack通知',
      none: 'まだ送信していません',
      /** 「最後の送信 2026/11/26 成功」 */
      line: (date: string, status: string) => `最後の送信 ${date} ${status}`,
      sent: '成功',
      pending: '送信待ち',
      retrying: (attempts: number) => `送信待ち（${attempts}回失敗、再送します）`,
      failed: (reason: string) => `失敗（${reason}）`,
      reasons: {
        blocked_address: '社内ネットワークの宛先には送れません',
        http: (status: string) => `Slackが受け付けませんでした: HTTP ${status}`,
        network: '接続できませんでした',
      },
      loadFailed: 'Slack通知の状況を読み込めませんでした。',
    },

    // ── 設定 > Slack連携 ──
    settings: {
      tab: 'Slack連携',
      title: 'Slack連携',
      card: '会社のSlackワークスペースを連携します。稼働の提出・承認・差戻しは契約ごとのWebhook URLへ通知されます。',
      lead: '会社のSlackワークスペースとの連携を管理します。稼働の通知先は契約ごとの「Slack Webhook URL」で指定します。',
      notConfigured: 'このサーバーではSlack連携が設定されていません。システム管理者に SLACK_CLIENT_ID と SLACK_CLIENT_SECRET の設定を依頼してください。',
      notConnected: 'Slackワークスペースとは連携していません。',
      connected: (team: string) => `ワークスペース「${team}」と連携しています。`,
      connectedAt: '連携日時',
      connectedBy: '連携した人',
      unknownPerson: '（削除された社員）',
      connect: '連携する',
      reconnect: '連携し直す',
      disconnect: '連携を解除',
      disconnectTitle: 'Slack連携を解除しますか？',
      disconnectBody: (team: string) => `ワークスペース「${team}」との連携を解除します。契約ごとのWebhook URLへの通知は続きます。`,
      disconnected: 'Slack連携を解除しました。',
      loadFailed: 'Slack連携の状況を読み込めませんでした。',
      authorizeFailed: 'Slack連携を始められませんでした。',
      disconnectFailed: 'Slack連携を解除できませんでした。',
      adminsOnly: 'Slack連携は管理者だけが変更できます。',
    },

    // ── /slack/omniauth_callbacks ──
    callback: {
      title: 'Slack連携',
      working: 'Slackとの連携を完了しています…',
      done: (team: string) => `Slackと連携しました（${team}）`,
      denied: 'Slackでの連携がキャンセルされました。連携する場合は、設定からもう一度やり直してください。',
      failed: 'Slackと連携できませんでした。',
      missing: 'Slackからの戻り先が正しくありません。設定からもう一度やり直してください。',
      back: 'Slack連携の設定へ戻る',
    },
  },
} as const;
