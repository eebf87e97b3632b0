/** /company/slack (設定 > Slack連携): the connected workspace, and 連携を解除 through the confirmation. */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

describe('/company/slack', () => {
  it('shows the workspace and disconnects it after the confirmation', async () => {
    let connected = true;
    server.use(
      http.get(`${API}/v2/employee/slack`, () =>
        HttpResponse.json({
          data: { configured: true, connection: connected ? { team_name: 'デモワークスペース', connected_at: '2026-11-26T01:00:00.000Z', connected_by_name: '山田 太郎' } : null },
        }),
      ),
      http.delete(`${API}/v2/employee/slack`, () => {
        connected = false;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/company/slack');
    expect((await screen.findByTestId('slack-status')).textContent).toBe('ワークスペース「デモワークスペース」と連携しています。');
    expect(screen.getByText('2026/11/26 10:00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '連携を解除' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '連携を解除' }));
    await waitFor(() => expect(screen.getByTestId('slack-status').textContent).toBe('Slackワークスペースとは連携していません。'));
    expect(connected).toBe(false);
  });
});
