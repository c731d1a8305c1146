// Floor step 4: step 3 plus the data libraries the signed-in routes load: SWR and valibot validating an answer.
import { createRoot } from 'react-dom/client';
import useSWR, { SWRConfig } from 'swr';
import * as v from 'valibot';
import { RouterApp } from './router-app';
import { StyledShell, styledMain } from './styled-shell';

const Profile = v.object({
  id: v.number(),
  email: v.string(),
  role: v.picklist(['AGENT', 'ADMIN']),
  city: v.nullable(v.string()),
});

function ProfileEmail() {
  const { data } = useSWR('/api/profile/', async (url: string) =>
    v.parse(Profile, await (await fetch(url)).json()),
  );
  return <p>{data?.email}</p>;
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <SWRConfig value={{ shouldRetryOnError: false }}>
    <StyledShell>
      <ProfileEmail />
      <RouterApp wrap={styledMain} />
    </StyledShell>
  </SWRConfig>,
);
