import { describe, expect, it } from 'vitest';
import { attachmentHeader } from './downloads';

describe('attachmentHeader', () => {
  it('carries the UTF-8 name and an ASCII fallback without the Japanese words', () => {
    expect(attachmentHeader('発注書_PO-2026-000123.pdf')).toBe(
      `attachment; filename="PO-2026-000123.pdf"; filename*=UTF-8''%E7%99%BA%E6%B3%A8%E6%9B%B8_PO-2026-000123.pdf`,
    );
    expect(attachmentHeader('社員.csv')).toBe(`attachment; filename="download.csv"; filename*=UTF-8''%E7%A4%BE%E5%93%A1.csv`);
  });
});
