// Not a floor step: React with the data router in place of step 2's declarative mode.
import { createRoot } from 'react-dom/client';
import { DataRouterApp } from './data-router-app';

createRoot(document.getElementById('root') as HTMLElement).render(<DataRouterApp />);
