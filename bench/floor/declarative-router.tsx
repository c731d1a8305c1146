// For comparison with step 2: React Router 7 in declarative mode (no loaders, lazy routes or useMatches).
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { RouterProbe } from './router-probe';

const Auth = lazy(async () => ({ default: () => <p>Prospect</p> }));

createRoot(document.getElementById('root') as HTMLElement).render(
  <BrowserRouter>
    <Suspense>
      <Routes>
        <Route
          element={
            <main>
              <RouterProbe />
            </main>
          }
        >
          <Route path="/" element={<Navigate to="/auth" replace />} />
          <Route path="/auth" element={<Auth />} />
        </Route>
      </Routes>
    </Suspense>
  </BrowserRouter>,
);
