import { describe, expect, it } from 'vitest';
import { composeMail } from './mail.templates';

const evil = '山田 https://evil.example/login 太郎';

function mail() {
  return composeMail({
    companyId: 1,
    kind: 'invitation',
    to: 'to@example.com',
    subject: '件名',
    greeting: `${evil} 様`,
    paragraphs: ['次の会社から招待が届いています。'],
    facts: [
      { label: '招待元の会社', value: '株式会社<b>悪</b> www.evil.example' },
      { label: 'ご依頼予定の契約', value: `至急 ${evil}` },
      { label: '契約期間', value: '2026/05/01〜2026/10/31', quote: false },
    ],
    action: { label: '登録する', url: 'http://localhost:3000/worker_invitations/abc' },
  });
}

/** The text a reader sees in the HTML part (tags removed, entities decoded). */
const visible = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

describe('composeMail', () => {
  it('never turns free text into a link in the HTML part: the only link is the action', () => {
    const { html } = mail();
    const hrefs = [...html.matchAll(/<a\b[^>]*href="([^"]*)"/g)].map((m) => m[1]);
    expect(hrefs).toEqual(['http://localhost:3000/worker_invitations/abc']);
    // no text node holds the URL or the bare domain, so a mail client's linkifier cannot find them …
    expect(html).not.toContain('https://evil.example');
    expect(html).not.toContain('www.evil.example');
    expect(html).not.toContain('<b>');
    // … while the reader still sees exactly what was typed
    expect(visible(html)).toContain(`${evil} 様`);
    expect(visible(html)).toContain('「株式会社<b>悪</b> www.evil.example」');
  });

  it('sets free text apart in 「」 on a line of its own in the text part', () => {
    const lines = mail().text.split('\n');
    expect(lines).toContain('招待元の会社:');
    expect(lines).toContain('「株式会社<b>悪</b> www.evil.example」');
    expect(lines[lines.indexOf('ご依頼予定の契約:') + 1]).toBe(`「至急 ${evil}」`);
    expect(lines).toContain('契約期間: 2026/05/01〜2026/10/31');
    expect(mail()).toMatchObject({ kind: 'invitation', to: 'to@example.com', companyId: 1 });
  });
});
