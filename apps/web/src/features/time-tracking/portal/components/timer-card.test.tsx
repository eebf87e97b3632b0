/**
 * The running timer counts from the server's started_at (not from when the page opened), so a reload shows the same
 * elapsed time, and it ticks each second.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { afterEach, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../../app/query-client';
import { theme } from '../../../../app/theme';
import { TimerCard } from './timer-card';

afterEach(() => vi.useRealTimers());

it('shows the time elapsed since started_at and ticks each second', () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-26T02:01:05Z'));
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={createQueryClient()}>
        <TimerCard timer={{ projectCode: 'c1', startedAt: '2026-11-26T01:00:00Z', recordProject: null, note: null }} contractName="サイト保守" />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  const card = screen.getByRole('region', { name: 'タイマー稼働中' });
  expect(card.textContent).toContain('サイト保守');
  expect(card.textContent).toContain('開始 2026/11/26 10:00');
  expect(screen.getByRole('timer').textContent).toBe('1:01:05');

  act(() => vi.advanceTimersByTime(3000));
  expect(screen.getByRole('timer').textContent).toBe('1:01:08');
});
