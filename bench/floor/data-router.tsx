// Floor step 2: React Router 7 as the app uses it (data router, lazy route, the same hooks).
import { createRoot } from 'react-dom/client';
import { DataRouterApp } from './data-router-app';

createRoot(document.getElementById('root') as HTMLElement).render(<DataRouterApp />);
