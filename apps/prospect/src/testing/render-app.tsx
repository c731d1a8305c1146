import { type ApiClient, ApiClientProvider } from '@prospect/api-client';
import { ToastProvider } from '@prospect/ui';
import { ProspectThemeProvider } from '@prospect/ui/theme';
import type { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { render } from 'vitest-browser-react';

// What the app's component tests share: a fake server's answers, and the app's providers around a router.

/** The base URL of the fake servers the tests pass to `createApiClient`. */
export const testApi = 'http://api.test';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The path a fake server's `fetch` was asked for. */
export const pathOf = (input: RequestInfo | URL): string =>
  new URL(input instanceof Request ? input.url : String(input)).pathname;

/** Renders `router` as the app does: theme, toasts, a fresh SWR cache and `client`. */
export function renderApp(
  router: ReturnType<typeof createMemoryRouter>,
  client: ApiClient,
  swr: SWRConfiguration = {},
) {
  return render(
    <ProspectThemeProvider>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, ...swr }}>
          <ApiClientProvider client={client}>
            <RouterProvider router={router} />
          </ApiClientProvider>
        </SWRConfig>
      </ToastProvider>
    </ProspectThemeProvider>,
  );
}
