import type { CSSProperties, Ref } from 'react';
import styled from 'styled-components';
import { t } from '../../i18n';
import '../../i18n/messages/map';

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: var(--map-height);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** 'Chargement de la carte...' in a box the size of the coming map, so nothing jumps when it arrives. */
export function MapLoading({ height, ref }: { height: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <Placeholder
      ref={ref}
      role="status"
      aria-live="polite"
      style={{ '--map-height': height } as CSSProperties}
    >
      {t('map.loading')}
    </Placeholder>
  );
}
