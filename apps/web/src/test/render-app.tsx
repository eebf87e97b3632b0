/** Renders the whole app (routes, providers, session handling) at a path, as main.tsx does in the browser. */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { routes } from '../app/router';
import { wireSession } from '../app/session';
import { setAuthHeaders } from '../lib/auth-storage';

export function renderApp(path: string, { signedIn = true }: { signedIn?: boolean } = {}) {
  if (signedIn) setAuthHeaders({ 'access-token': 'token', client: 'client', uid: 'owner@example.com', 'token-type': 'Bearer', expiry: '' });
  const queryClient = createQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  wireSession(router, queryClient);
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, user };
}
