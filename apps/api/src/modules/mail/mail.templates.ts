import type { OutgoingMail } from './mail.repository';

/** What a transactional mail says; every mail of the product is built by {@link composeMail}. */
export type MailContent = {
  companyId: number | null;
  to: string;
  subject: string;
  /** e.g. '山田 太郎 様' */
  greeting: string;
  paragraphs: string[];
  /** The one link the mail is about (built from APP_URL by the caller). */
  action?: { label: string; url: string };
  /** Small print under the link, e.g. the expiry. */
  notes?: string[];
};

const SIGNATURE = 'フリーランス管理';
const FOOTER = 'このメールは送信専用のアドレスから送信しています。お心当たりのない場合は、このメールを破棄してください。';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Plain text and HTML of one mail, Japanese, the same content in both. */
export function composeMail(content: MailContent): OutgoingMail {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...(content.notes ?? []).flatMap((n) => [n]),
    ...(content.notes?.length ? [''] : []),
    '――',
    SIGNATURE,
    FOOTER,
    '',
  ].join('\n');
  const paragraphHtml = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const html = [
    '<!doctype html><html lang="ja"><head><meta charset="utf-8"></head>',
    '<body style="font-family:\'Hiragino Sans\',\'Noto Sans JP\',Meiryo,sans-serif;color:#222;line-height:1.7;max-width:600px">',
    paragraphHtml(content.greeting),
    ...content.paragraphs.map(paragraphHtml),
    content.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1565c0;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:12px;color:#555">ボタンが開けない場合は次のURLをブラウザに貼り付けてください。<br>${escapeHtml(content.action.url)}</p>`
      : '',
    ...(content.notes ?? []).map((n) => `<p style="margin:0 0 8px;font-size:12px;color:#555">${escapeHtml(n)}</p>`),
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="font-size:12px;color:#777">${SIGNATURE}<br>${escapeHtml(FOOTER)}</p>`,
    '</body></html>',
  ].join('');
  return { companyId: content.companyId, to: content.to, subject: content.subject, text, html };
}
