/** The one money input (issue #21): what people type is read as yen while typing, shown grouped on blur, refused in words. */
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { formatMoney } from '@app/shared/format';
import { ja } from '@app/shared/messages/ja';
import { MoneyInput, type MoneyValue } from './money-input';

/** A tiny form: the input and a live 合計 (quantity 2 × the amount) as a screen would show it. */
function Harness({ allowNegative = false }: { allowNegative?: boolean }) {
  const [value, setValue] = useState<MoneyValue>('');
  return (
    <>
      <MoneyInput label="単価" value={value} onChange={setValue} allowNegative={allowNegative} />
      <output data-testid="total">{typeof value === 'number' ? formatMoney(value * 2) : '-'}</output>
      <button type="button">次へ</button>
    </>
  );
}

const input = () => screen.getByRole('textbox', { name: '単価' }) as HTMLInputElement;
const total = () => screen.getByTestId('total').textContent;

it('hands the number to the form while typing plain digits, and groups them on blur', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(input(), '10000');
  expect(total()).toBe('¥20,000');
  await user.type(input(), '0');
  expect(input().value).toBe('100000');
  expect(total()).toBe('¥200,000');
  await user.tab();
  expect(input().value).toBe('100,000');
  expect(total()).toBe('¥200,000');
});

it('reads full-width digits and commas and a yen sign', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(input(), '￥１００，０００');
  expect(total()).toBe('¥200,000');
  await user.tab();
  expect(input().value).toBe('100,000');
});

it('says in Japanese when the text is not an amount (on blur, not while typing), and the total waits', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.type(input(), '10万');
  expect(screen.queryByText(ja.validation.money)).toBeNull();
  expect(total()).toBe('-');
  await user.tab();
  expect(screen.getByText(ja.validation.money)).toBeTruthy();
  await user.clear(input());
  await user.type(input(), '5000');
  expect(screen.queryByText(ja.validation.money)).toBeNull();
  expect(total()).toBe('¥10,000');
});

it('takes a minus only where the field allows it (調整項目)', async () => {
  const user = userEvent.setup();
  const { unmount } = render(<Harness />);
  await user.type(input(), '-3300');
  expect(total()).toBe('-');
  unmount();
  render(<Harness allowNegative />);
  await user.type(input(), '－３３００');
  expect(total()).toBe('-¥6,600');
  await user.tab();
  expect(input().value).toBe('-3,300');
});
