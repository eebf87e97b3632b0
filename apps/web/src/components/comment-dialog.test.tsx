/** The one comment dialog: the shared schema says a comment is required before anything is sent; a refusal shows under the field. */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { approvalBodySchema } from '@app/shared/deliveries';
import { ja } from '@app/shared/messages/ja';
import { correctionRequestBodySchema } from '@app/shared/purchase-orders';
import { CommentDialog } from './comment-dialog';

const base = { open: true, id: 'c', title: '修正依頼', label: 'コメント', submitLabel: '送信', busy: false, onClose: () => undefined };

it('requires a comment with the shared sentence, sends nothing until one is typed, then sends it trimmed', async () => {
  const onSubmit = vi.fn(async () => null);
  render(<CommentDialog {...base} required schema={correctionRequestBodySchema.shape.comment} onSubmit={onSubmit} />);
  await userEvent.click(screen.getByRole('button', { name: '送信' }));
  expect(await screen.findByText(ja.orders.commentRequired)).toBeTruthy();
  expect(onSubmit).not.toHaveBeenCalled();
  await userEvent.type(screen.getByRole('textbox', { name: /コメント/ }), '  単価が違います ');
  await userEvent.click(screen.getByRole('button', { name: '送信' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('単価が違います'));
});

it('shows the server’s refusal under the field', async () => {
  render(<CommentDialog {...base} required schema={correctionRequestBodySchema.shape.comment} onSubmit={async () => 'この発注書はすでに回答済みです。'} />);
  await userEvent.type(screen.getByRole('textbox', { name: /コメント/ }), '確認してください');
  await userEvent.click(screen.getByRole('button', { name: '送信' }));
  expect(await screen.findByText('この発注書はすでに回答済みです。')).toBeTruthy();
});

it('sends an empty comment where the schema makes it optional (承認)', async () => {
  const onSubmit = vi.fn();
  render(<CommentDialog {...base} required={false} schema={approvalBodySchema.shape.employeeComment} onSubmit={onSubmit} />);
  await userEvent.click(screen.getByRole('button', { name: '送信' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(''));
});
