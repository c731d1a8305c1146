import { type ApiClient, ApiClientProvider, swrConfig } from '@prospect/api-client';
import { ProspectThemeProvider, ToastProvider } from '@prospect/ui';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { createRouter } from './routes/router';

export function App({ client }: { client: ApiClient }) {
  const [router] = useState(createRouter);
  return (
    <ProspectThemeProvider>
      <ApiClientProvider client={client}>
        <SWRConfig value={swrConfig}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </SWRConfig>
      </ApiClientProvider>
    </ProspectThemeProvider>
  );
}
