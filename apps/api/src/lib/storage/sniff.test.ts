import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff';

describe('sniffFileType', () => {
  it('recognises JPEG, PNG and PDF by their first bytes', () => {
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('image/jpeg');
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffFileType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
  });

  it('answers null for anything else, a truncated signature or an empty file', () => {
    expect(sniffFileType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffFileType(Buffer.from('<html>%PDF-'))).toBeNull();
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffFileType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffFileType(Buffer.alloc(0))).toBeNull();
  });
});
