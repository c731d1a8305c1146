// Floor step 4: step 3 plus the data libraries every route loads: SWR and zod/mini validating an answer.
import { createRoot } from 'react-dom/client';
import useSWR, { SWRConfig } from 'swr';
import * as z from 'zod/mini';
import { DataRouterApp } from './data-router-app';
import { StyledShell, styledMain } from './styled-shell';

const Profile = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(['AGENT', 'ADMIN']),
  city: z.nullable(z.string()),
});

function ProfileEmail() {
  const { data } = useSWR('/api/profile/', async (url: string) =>
    Profile.parse(await (await fetch(url)).json()),
  );
  return <p>{data?.email}</p>;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <SWRConfig value={{ shouldRetryOnError: false }}>
    <StyledShell>
      <ProfileEmail />
      <DataRouterApp wrap={styledMain} />
    </StyledShell>
  </SWRConfig>,
);
