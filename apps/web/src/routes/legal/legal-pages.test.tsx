/**
 * A company's own terms/privacy/help pages (GET /api/app_config with TERMS_URL… set): every link goes there in a new
 * tab, and the in-app page points at it instead of showing a text the company does not use. The in-app defaults are
 * covered by the browser journeys (accessibility.spec.ts, notifications.spec.ts).
 */
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { AppConfigResponse } from '@app/shared/app-config';
import { server } from '../../test/setup';
import { API } from '../../test/api-mocks';
import { renderApp } from '../../test/render-app';

it("links to the company's own pages in a new tab when they are configured", async () => {
  server.use(
    http.get(`${API}/app_config`, () =>
      HttpResponse.json({
        data: { termsUrl: 'https://corp.example.jp/terms', privacyUrl: 'https://corp.example.jp/privacy', faqUrl: '/help/faq', guideUrl: '/help/guide' },
      } satisfies AppConfigResponse),
    ),
  );
  renderApp('/terms', { signedIn: false });
  expect(await screen.findByRole('heading', { level: 1, name: '利用規約' })).toBeTruthy();
  const pointer = await screen.findByRole('link', { name: '利用規約を開く（新しいタブ）' });
  expect(pointer.getAttribute('href')).toBe('https://corp.example.jp/terms');
  expect(pointer.getAttribute('target')).toBe('_blank');
  expect(pointer.getAttribute('rel')).toBe('noopener noreferrer');
  expect(screen.queryByText('第1条（適用）')).toBeNull();

  const footer = within(screen.getByRole('contentinfo'));
  const privacy = footer.getByRole('link', { name: 'プライバシーポリシー' });
  expect(privacy.getAttribute('href')).toBe('https://corp.example.jp/privacy');
  expect(privacy.getAttribute('target')).toBe('_blank');
  expect(privacy.getAttribute('rel')).toBe('noopener noreferrer');
});
