import styled from 'styled-components';
import { t } from '../../i18n';

const Text = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** 'Chargement...', announced politely to screen readers while a screen waits for its data. */
export function LoadingText({ label = t('common.loading') }: { label?: string }) {
  return (
    <Text role="status" aria-live="polite">
      {label}
    </Text>
  );
}
