/** The shared table while it loads: the bar is a named progressbar (axe aria-progressbar-name), and no empty row shows. */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ja } from '@app/shared/messages/ja';
import { DataTable } from './data-table';

it('names its loading bar and shows no empty message while loading', () => {
  render(
    <DataTable<{ id: number }>
      columns={[{ key: 'id', header: 'ID', render: (r) => r.id }]}
      rows={[]}
      getRowKey={(r) => r.id}
      emptyMessage="データがありません"
      loading
      ariaLabel="一覧"
    />,
  );
  expect(screen.getByRole('progressbar', { name: ja.app.loading })).toBeTruthy();
  expect(screen.queryByText('データがありません')).toBeNull();
});
