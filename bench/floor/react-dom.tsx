// Floor step 1: React 19 alone, rendering one paragraph.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(<p>Prospect</p>);
