import { type ApiClient, ApiClientProvider } from '@prospect/api-client';
import { ProspectThemeProvider } from '@prospect/ui';
import { RouterProvider } from 'react-router/dom';
import { SWRConfig } from 'swr';
import { router } from './routes/router';
import { SessionProvider } from './session/SessionProvider';

export function App({ client }: { client: ApiClient }) {
  return (
    <ProspectThemeProvider>
      <ApiClientProvider client={client}>
        <SWRConfig value={{ revalidateOnFocus: false }}>
          <SessionProvider client={client}>
            <RouterProvider router={router} />
          </SessionProvider>
        </SWRConfig>
      </ApiClientProvider>
    </ProspectThemeProvider>
  );
}
