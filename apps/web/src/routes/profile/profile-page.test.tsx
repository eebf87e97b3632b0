/** The profile form checks the name on the client (moved here from the browser journeys: no server is involved). */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '../../test/setup';
import { API, owner } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

it('an empty name is rejected on the form and nothing is sent', async () => {
  let saves = 0;
  server.use(
    http.put(`${API}/profile`, () => {
      saves += 1;
      return HttpResponse.json({ data: { profile: owner } });
    }),
  );
  const { user } = renderApp('/profile');
  const name = await screen.findByLabelText(/^氏名/);
  await screen.findByDisplayValue(owner.name);
  await user.clear(name);
  await user.type(name, '   ');
  await user.click(screen.getByRole('button', { name: '保存する' }));
  expect(await screen.findByText('入力してください。')).toBeTruthy();
  expect(name.getAttribute('aria-invalid')).toBe('true');
  expect(saves).toBe(0);
});
