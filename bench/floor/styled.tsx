// Floor step 3: step 2 plus styled-components.
import { createRoot } from 'react-dom/client';
import { RouterApp } from './router-app';
import { StyledShell, styledMain } from './styled-shell';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StyledShell>
    <RouterApp wrap={styledMain} />
  </StyledShell>,
);
