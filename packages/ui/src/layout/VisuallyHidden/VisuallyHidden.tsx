import styled, { css } from 'styled-components';

/**
 * Read by screen readers, not shown: a mixin for a part of a larger style (a `data-*` state that
 * hides a label), and the `VisuallyHidden` element for plain text. A style that shows the text again
 * at another width undoes it with `position: static; width: auto; height: auto; margin: 0; clip: auto`.
 */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only, e.g. an event's type beside its colour or the count behind '+N'. */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;
