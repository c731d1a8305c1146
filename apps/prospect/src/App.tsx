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
import { createRouter } from './routes/router';
import { SavedAnswersProvider } from './shell/saved-answers';

export interface AppProps {
  client: ApiClient;
  outbox: Outbox;
  /** The read cache, filled with the answers kept on the device. */
  savedAnswers: SavedAnswersCache;
}

export function App({ client, outbox, savedAnswers }: AppProps) {
  const [router] = useState(createRouter);
  const [swr] = useState(() => ({ ...swrConfig, provider: savedAnswers.provider }));
  return (
    <ProspectThemeProvider>
      <ApiClientProvider client={client}>
        <SWRConfig value={swr}>
          <OutboxProvider outbox={outbox}>
            <SavedAnswersProvider cache={savedAnswers}>
              <ToastProvider>
                <RouterProvider router={router} />
              </ToastProvider>
            </SavedAnswersProvider>
          </OutboxProvider>
        </SWRConfig>
      </ApiClientProvider>
    </ProspectThemeProvider>
  );
}
