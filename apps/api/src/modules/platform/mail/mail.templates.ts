import type { MailKind } from '../../../db/schema/mail-outbox';
import type { OutgoingMail } from './mail.repository';

/** What a transactional mail says; every mail of the product is built by {@link composeMail}. */
export type MailContent = {
  companyId: number | null;
  /** What the invitation limits count (default `other`). */
  kind?: MailKind;
  to: string;
  subject: string;
  /** e.g. '山田 太郎 様' — may hold a name typed by someone else: rendered as free text (see below). */
  greeting: string;
  /** Fixed sentences from the catalogue only; never free text. */
  paragraphs: string[];
  /**
   * Free text the mail is about (company, inviter, contract title), each as a label line and the value in 「」 on a
   * line of its own, so that nobody can mistake it for the product's own words.
   * `quote: false` for values the product formats itself (dates).
   */
  facts?: Array<{ label: string; value: string; quote?: boolean }>;
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

/**
 * Free text in the HTML part: escaped, and every character a URL or an address is stitched together with (`: . / @`)
 * set in its own element, so that no mail client's linkifier finds `https://…`, `www.…` or `a@b` in one text node.
 * The reader sees the same characters; only the one action button is a link.
 */
export function freeTextHtml(text: string): string {
  return escapeHtml(text).replace(/[:./@]/g, (c) => `<span>${c}</span>`);
}

/** Plain text and HTML of one mail, Japanese, the same content in both. */
export function composeMail(content: MailContent): OutgoingMail {
  const facts = content.facts ?? [];
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...facts.flatMap((f) => (f.quote === false ? [`${f.label}: ${f.value}`] : [`${f.label}:`, `「${f.value}」`])),
    ...(facts.length ? [''] : []),
    ...(content.action ? [`${content.action.label}:`, content.action.url, ''] : []),
    ...(content.notes ?? []).flatMap((n) => [n]),
    ...(content.notes?.length ? [''] : []),
    '――',
    SIGNATURE,
    FOOTER,
    '',
  ].join('\n');
  const paragraphHtml = (p: string) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`;
  const factHtml = (f: { label: string; value: string; quote?: boolean }) =>
    f.quote === false
      ? `<p style="margin:0 0 8px">${escapeHtml(f.label)}: ${escapeHtml(f.value)}</p>`
      : `<p style="margin:0 0 8px">${escapeHtml(f.label)}:<br><span style="display:inline-block;padding:2px 8px;background:#f3f3f3">「${freeTextHtml(f.value)}」</span></p>`;
  const html = [
    '<!doctype html><html lang="ja"><head><meta charset="utf-8"></head>',
    '<body style="font-family:\'Hiragino Sans\',\'Noto Sans JP\',Meiryo,sans-serif;color:#222;line-height:1.7;max-width:600px">',
    `<p style="margin:0 0 16px">${freeTextHtml(content.greeting)}</p>`,
    ...content.paragraphs.map(paragraphHtml),
    ...(facts.length ? [`<div style="margin:0 0 16px">${facts.map(factHtml).join('')}</div>`] : []),
    content.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1565c0;color:#fff;padding:10px 20px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:12px;color:#555">ボタンが開けない場合は次のURLをブラウザに貼り付けてください。<br>${escapeHtml(content.action.url)}</p>`
      : '',
    ...(content.notes ?? []).map((n) => `<p style="margin:0 0 8px;font-size:12px;color:#555">${escapeHtml(n)}</p>`),
    `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="font-size:12px;color:#777">${SIGNATURE}<br>${escapeHtml(FOOTER)}</p>`,
    '</body></html>',
  ].join('');
  return { companyId: content.companyId, kind: content.kind ?? 'other', to: content.to, subject: content.subject, text, html };
}
