import { useProfile } from '@prospect/api-client';
import { Greeting, LoadingText } from '@prospect/ui';
import styled from 'styled-components';

const Page = styled.main`
  padding: ${({ theme }) => theme.space.lg};
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
`;

export function Component() {
  const { data: profile, error } = useProfile();
  if (error) throw error;
  if (!profile) return <LoadingText />;
  return (
    <Page>
      <Greeting firstName={profile.user.first_name} today={new Date()} />
    </Page>
  );
}
