import { css } from 'styled-components';

/**
 * Colours and marker shapes of the event types, applied through `data-type` so one stylesheet serves
 * every line: prospection green with a round marker, rdv blue with a square, any other type purple
 * with a diamond. The shape tells the type apart without colour.
 */
export const eventTypeRules = css`
  [data-type] {
    background: ${({ theme }) => theme.categoryColors.purple.bg};
    color: ${({ theme }) => theme.categoryColors.purple.fg};
  }
  [data-type='prospection'] {
    background: ${({ theme }) => theme.categoryColors.green.bg};
    color: ${({ theme }) => theme.categoryColors.green.fg};
  }
  [data-type='rdv'] {
    background: ${({ theme }) => theme.categoryColors.blue.bg};
    color: ${({ theme }) => theme.categoryColors.blue.fg};
  }
  [data-marker] {
    flex: none;
    display: inline-block;
    width: ${({ theme }) => theme.space.sm};
    height: ${({ theme }) => theme.space.sm};
    background: currentColor;
    transform: rotate(45deg) scale(0.85);
  }
  [data-type='prospection'] [data-marker] {
    border-radius: 50%;
    transform: none;
  }
  [data-type='rdv'] [data-marker] {
    border-radius: 1px;
    transform: none;
  }
`;
