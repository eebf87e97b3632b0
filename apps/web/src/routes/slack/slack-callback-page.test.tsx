/**
 * /slack/omniauth_callbacks: Slack's ?code&state are sent once to the API and the page names the connected
 * workspace with a link back to the settings; ?error=access_denied says the connection was cancelled, sending nothing.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

function fakeCallback() {
  const bodies: unknown[] = [];
  server.use(
    http.post(`${API}/v2/employee/slack/callback`, async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ data: { team_name: 'デモワークスペース' } });
    }),
  );
  return bodies;
}

describe('/slack/omniauth_callbacks', () => {
  it('completes the connection once and names the workspace', async () => {
    const bodies = fakeCallback();
    renderApp('/slack/omniauth_callbacks?code=abc&state=xyz');
    expect(await screen.findByText('Slackと連携しました（デモワークスペース）')).toBeTruthy();
    expect(bodies).toEqual([{ code: 'abc', state: 'xyz' }]);
    expect(screen.getByRole('link', { name: 'Slack連携の設定へ戻る' }).getAttribute('href')).toBe('/company/slack');
  });

  it('says the connection was cancelled on access_denied, without calling the API', async () => {
    const bodies = fakeCallback();
    renderApp('/slack/omniauth_callbacks?error=access_denied&state=xyz');
    expect(await screen.findByText(/Slackでの連携がキャンセルされました/)).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });
});
