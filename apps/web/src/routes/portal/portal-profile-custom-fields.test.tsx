/**
 * The portal profile's 「会社からの追加項目」 (issue #24 item 1): the fields a company asks in the portal with the worker's
 * values, each saved on its own; a required one left empty is named in the portal banner until it is filled. The answers
 * are made up at the network edge.
 */
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import type { WorkerCustomFieldWire } from '@app/shared/custom-fields';
import { ja } from '@app/shared/messages/ja';
import { createQueryClient } from '../../app/query-client';
import { ToastHost } from '../../components/toast';
import { workerAuthStorage } from '../../lib/auth-storage';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { RequiredEntriesBanner } from '../../features/worker-portal/components/required-entries-banner';
import { PortalCustomFieldsSection } from '../../features/custom-fields/components/portal-custom-fields-section';

function renderWith(ui: ReactNode) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/portal/profile']}>
      <QueryClientProvider client={createQueryClient()}>
        {ui}
        <ToastHost />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return user;
}

afterEach(() => workerAuthStorage.clear());

it('shows the asked fields, saves one in its dialog (the refusal under the input), and the banner clears once the required one is filled', async () => {
  workerAuthStorage.set({ 'access-token': 't', client: 'c', uid: 'arai@example.com', 'token-type': 'Bearer', expiry: '' });
  const fields: WorkerCustomFieldWire[] = [
    { field: { code: 'f1', name: '緊急連絡先', field_type: 'text', options: [], required: true, editable: true }, value: null },
    { field: { code: 'f2', name: 'Tシャツサイズ', field_type: 'select', options: ['M', 'L'], required: false, editable: true }, value: 'M' },
  ];
  const bodies: unknown[] = [];
  server.use(
    http.get(`${API}/v2/worker/required_entries`, () => HttpResponse.json({ data: { missing_entries: [], companies: [] } })),
    http.get(`${API}/v2/worker/custom_fields`, () => HttpResponse.json({ data: [{ company_id: 1, company_name: 'デモ株式会社', fields }] })),
    http.put(`${API}/v2/worker/custom_fields/f1`, async ({ request }) => {
      const body = (await request.json()) as { value: string | null };
      bodies.push(body);
      if (body.value === null) return HttpResponse.json({ errors: [ja.customFields.valueRequired], code: 'VALIDATION_ERROR', fields: { value: [ja.customFields.valueRequired] } }, { status: 422 });
      fields[0] = { ...fields[0]!, value: body.value };
      return HttpResponse.json({ data: fields[0] });
    }),
  );
  const user = renderWith(
    <>
      <RequiredEntriesBanner />
      <PortalCustomFieldsSection />
    </>,
  );
  const section = await screen.findByRole('region', { name: ja.customFields.portalTitle });
  await waitFor(() => expect(within(section).getByTestId('custom-field-value-f2').textContent).toBe('M'));
  expect(within(section).getByText('緊急連絡先（必須）')).toBeTruthy();
  expect(within(section).getByTestId('custom-field-value-f1').textContent).toBe(ja.customFields.notSet);
  expect((await screen.findByTestId('required-custom-fields')).textContent).toBe(ja.customFields.portalMissing(1));

  await user.click(within(section).getByRole('button', { name: ja.customFields.editValue('緊急連絡先') }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: ja.app.save }));
  expect(await within(dialog).findByText(ja.customFields.valueRequired)).toBeTruthy();
  await user.type(within(dialog).getByRole('textbox', { name: /緊急連絡先/ }), '090-1234-5678');
  await user.click(within(dialog).getByRole('button', { name: ja.app.save }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(bodies).toEqual([{ value: null }, { value: '090-1234-5678' }]);
  await waitFor(() => expect(within(section).getByTestId('custom-field-value-f1').textContent).toBe('090-1234-5678'));
  await waitFor(() => expect(screen.queryByTestId('required-entries-banner')).toBeNull());
});
