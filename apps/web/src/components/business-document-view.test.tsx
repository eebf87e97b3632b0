/** A document's item lines on screen: ※ on reduced-rate items, quantities with their unit, 取引日, 経過措置 and a typed 消費税額 when asked. */
import type { ReactElement } from 'react';
import { render as renderRaw, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { expect, it } from 'vitest';
import { theme } from '../app/theme';
import { DocumentItemsTable, type DocumentLine } from './business-document-view';

const render = (ui: ReactElement) => renderRaw(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

const lines: DocumentLine[] = [
  { key: 1, name: 'デザイン制作', quantity: '1.5', unit: '式', unitPrice: 100000, taxRate: 10, amount: 150000, date: '2026-09-30', share: 80 },
  { key: 2, name: '打合せ弁当', quantity: '1000', unit: null, unitPrice: 1, taxRate: 8, amount: 1000, date: null, share: null },
];

it('lists each line as the PDF does: ※ for 8 %, the quantity with separators and its unit', () => {
  render(<DocumentItemsTable lines={lines} label="明細" />);
  const rows = within(screen.getByRole('table', { name: '明細' })).getAllByRole('row');
  expect(rows[1]?.textContent).toBe('デザイン制作1.5式¥100,00010%¥150,000');
  expect(rows[2]?.textContent).toBe('打合せ弁当 ※1,000¥18%¥1,000');
  expect(screen.queryByTestId('line-share')).toBeNull();
});

it('adds the 取引日 and 経過措置 columns a 支払通知書 asks for ("—" where a line has none)', () => {
  render(<DocumentItemsTable lines={lines} label="明細" date={{ label: '取引日' }} share={{ label: '経過措置', phoneText: (p) => `控除${p}%` }} />);
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['取引日', '品目', '数量', '単価', '税率', '経過措置', '金額']);
  expect(screen.getAllByTestId('line-share').map((c) => c.textContent)).toEqual(['80%', '—']);
  expect(screen.getByText('2026/09/30')).toBeTruthy();
});

it("keeps a screen's own headings and adds the typed 消費税額 column of an order stored before issue #18", () => {
  const typed = lines.map((l, i) => ({ ...l, tax: i === 0 ? 15000 : null }));
  render(<DocumentItemsTable lines={typed} label="明細" tax={{ label: '消費税額' }} columns={{ name: '品名', amount: '金額（税抜）' }} />);
  const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
  expect(headers).toEqual(['品名', '数量', '単価', '税率', '消費税額', '金額（税抜）']);
  const rows = within(screen.getByRole('table', { name: '明細' })).getAllByRole('row');
  expect(rows[1]?.textContent).toBe('デザイン制作1.5式¥100,00010%¥15,000¥150,000');
  expect(rows[2]?.textContent).toBe('打合せ弁当 ※1,000¥18%-¥1,000');
});
