import {
  type ApiClient,
  ApiClientProvider,
  type Outbox,
  OutboxProvider,
  type SavedAnswersCache,
  swrConfig,
} from '@prospect/api-client';
import { ProspectThemeProvider, ToastProvider } from '@prospect/ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import type { AppConfig } from './config';
import { createRouter } from './routes/router';
import { AppConfigProvider } from './shell/app-config';
import { SavedAnswersProvider } from './shell/saved-answers';

export interface AppProps {
  /** What `/config.json` set over the built-in values (tiles, their credit, Google sign-in). */
  config: AppConfig;
  client: ApiClient;
  outbox: Outbox;
  /** The read cache, filled with the answers kept on the device. */
  savedAnswers: SavedAnswersCache;
}

export function App({ config, client, outbox, savedAnswers }: AppProps) {
  const [router] = useState(createRouter);
  const [swr] = useState(() => ({ ...swrConfig, provider: savedAnswers.provider }));
  return (
    <ProspectThemeProvider>
      <ApiClientProvider client={client}>
        <SWRConfig value={swr}>
          <OutboxProvider outbox={outbox}>
            <SavedAnswersProvider cache={savedAnswers}>
              <ToastProvider>
                <AppConfigProvider config={config}>
                  <RouterProvider router={router} />
                </AppConfigProvider>
              </ToastProvider>
            </SavedAnswersProvider>
          </OutboxProvider>
        </SWRConfig>
      </ApiClientProvider>
    </ProspectThemeProvider>
  );
}
