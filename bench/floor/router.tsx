// Floor step 2: React Router 7 as the app uses it (declarative mode, a lazy screen, the same hooks).
import { createRoot } from 'react-dom/client';
import { RouterApp } from './router-app';

createRoot(document.getElementById('root') as HTMLElement).render(<RouterApp />);
