/**
 * The worker's マイナンバー entry by link (issue #21): both images are marked required from the start, and the 確認
 * step shows the chosen images as thumbnails (object URLs), not their file names.
 */
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { myNumberCheckDigit } from '@app/shared/check-digits';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

const TOKEN = 't'.repeat(43);
const base = '12345000001';
const NUMBER = `${base}${myNumberCheckDigit(base)}`;

// jsdom has no object URLs: a stand-in for this file, put back afterwards
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke }));

it('marks both images required from the start; 確認 shows thumbnails of the chosen images, not their names', async () => {
  const created: string[] = [];
  Object.assign(URL, { createObjectURL: (f: File) => (created.push(f.name), `blob:${f.name}`), revokeObjectURL: () => undefined });
  server.use(
    http.get(`${API}/my_numbers/:token`, () =>
      HttpResponse.json({
        data: {
          my_number: {
            worker_name: '田中 健太',
            company_name: 'デモ株式会社',
            is_need_identification_file: true,
            is_need_number_confirmation_file: true,
            is_use_office_work: false,
            is_use_record: true,
          },
        },
      }),
    ),
  );
  const { user, router } = renderApp(`/my_numbers/${TOKEN}`, { signedIn: false });
  // before any attempt, both images carry the required mark
  expect((await screen.findByTestId('my-number-confirmation-file-required')).textContent).toBe('*');
  expect(screen.getByTestId('my-number-identification-file-required').textContent).toBe('*');

  await user.type(screen.getByLabelText(/^マイナンバー（12桁）/), NUMBER);
  await user.type(screen.getByLabelText(/^マイナンバー（確認のためもう一度）/), NUMBER);
  await user.upload(screen.getByLabelText(/^番号確認書類/), new File(['png'], 'card.png', { type: 'image/png' }));
  await user.upload(screen.getByLabelText(/^身元確認書類/), new File(['jpg'], 'license.jpg', { type: 'image/jpeg' }));
  await user.click(screen.getByRole('button', { name: '確認へ進む' }));

  await waitFor(() => expect(router.state.location.pathname).toBe(`/my_numbers/${TOKEN}/confirm`));
  const card = await screen.findByRole('img', { name: '番号確認書類' });
  expect(card.getAttribute('src')).toBe('blob:card.png');
  expect(screen.getByRole('img', { name: '身元確認書類' }).getAttribute('src')).toBe('blob:license.jpg');
  expect(screen.queryByText('card.png')).toBeNull();
  expect(created).toEqual(['card.png', 'license.jpg']);
});
