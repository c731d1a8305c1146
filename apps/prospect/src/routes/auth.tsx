import { isApiError } from '@prospect/api-client';
import { LoginForm, t } from '@prospect/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../session/SessionProvider';

const Page = styled.main`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
  min-height: 100dvh;
  align-items: flex-start;
  ${({ theme }) => theme.media.desktop} { align-items: center; }
`;

/** The spec's login messages: wrong credentials, or no answer from the server. */
function loginErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http' && error.status !== null && error.status < 500) {
    return t('auth.login.failed');
  }
  return t('auth.login.networkError');
}

export function Component() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(credentials: { email: string; password: string }) {
    setSubmitting(true);
    setError(null);
    try {
      await signIn(credentials);
      navigate('/dashboard', { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Page>
      <LoginForm
        onSubmit={handleSubmit}
        onSwitchToRegister={() => navigate('/register')}
        submitting={submitting}
        error={error}
      />
    </Page>
  );
}
