import { type ApiClient, ApiClientProvider } from '@prospect/api-client';
import { ProspectThemeProvider, ToastProvider } from '@prospect/ui';
import { BrowserRouter } from 'react-router';
import type { AppConfig } from './config';
import { AppRoutes } from './routes/AppRoutes';
import { AppConfigProvider } from './shell/app-config';

export interface AppProps {
  /** What `/config.json` set over the built-in values (tiles, their credit, Google sign-in). */
  config: AppConfig;
  client: ApiClient;
}

/** What every page needs. The signed-in screens' data layer (read cache, outbox) loads with them. */
export function App({ config, client }: AppProps) {
  return (
    <ProspectThemeProvider>
      <ApiClientProvider client={client}>
        <ToastProvider>
          <AppConfigProvider config={config}>
            <BrowserRouter>
              <AppRoutes />
            </BrowserRouter>
          </AppConfigProvider>
        </ToastProvider>
      </ApiClientProvider>
    </ProspectThemeProvider>
  );
}
