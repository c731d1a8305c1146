import { createApiClient } from '@prospect/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { apiBaseUrl } from './config';

async function start() {
  // Written inline (not through config.ts) so production builds drop the branch and the mock with it.
  if (import.meta.env.VITE_DEMO === 'true') {
    // Loaded only in the demo build, and before the first request, so no call escapes the mock.
    const { startDemoBackend } = await import('@prospect/mock-server/browser');
    await startDemoBackend();
  }
  const client = createApiClient({ baseUrl: apiBaseUrl, storage: window.localStorage });
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
}

void start();
