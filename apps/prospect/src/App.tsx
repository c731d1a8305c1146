import { type ApiClient, ApiClientProvider } from '@prospect/api-client';
import { ProspectThemeProvider, ToastProvider } from '@prospect/ui';
import { RouterProvider } from 'react-router/dom';
import type { AppConfig } from './config';
import type { createRouter } from './routes/router';
import { AppConfigProvider } from './shell/app-config';

export interface AppProps {
  /** What `/config.json` set over the built-in values (tiles, their credit, Google sign-in). */
  config: AppConfig;
  client: ApiClient;
  /** Made before the configuration arrives, so the first screen's code is already on its way. */
  router: ReturnType<typeof createRouter>;
}

/** What every page needs. The signed-in screens' data layer (read cache, outbox) loads with them. */
export function App({ config, client, router }: AppProps) {
  return (
    <ProspectThemeProvider>
      <ApiClientProvider client={client}>
        <ToastProvider>
          <AppConfigProvider config={config}>
            <RouterProvider router={router} />
          </AppConfigProvider>
        </ToastProvider>
      </ApiClientProvider>
    </ProspectThemeProvider>
  );
}
