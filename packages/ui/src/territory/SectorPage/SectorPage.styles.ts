import styled from 'styled-components';
import { visuallyHidden } from '../../layout/VisuallyHidden';

export const CountForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child { flex: 1 1 140px; }
  /* Zoomed in, the field may be narrower than its input's own width (about 260 px). */
  ${({ theme }) => theme.media.narrow} {
    & > :first-child { min-width: 0; }
  }
`;

/** Follows the field in the DOM, but shows on a line of its own under the field and its button. */
export const CountPending = styled.div`
  order: 1;
  flex-basis: 100%;
`;

/** The street count, folded away: it is rarely changed, and lowering it deletes streets. */
export const Settings = styled.details`
  margin-top: ${({ theme }) => theme.space.sm};
`;

export const SettingsSummary = styled.summary`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.control};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  list-style-position: inside;

  &::before {
    content: '▸';
    margin-right: ${({ theme }) => theme.space.sm};
  }
  [open] > &::before { content: '▾'; }
  &::-webkit-details-marker { display: none; }
  list-style: none;
`;

export const SettingsBody = styled.div`
  padding-top: ${({ theme }) => theme.space.sm};
`;

export const RecordedItem = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0 0 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const RecordedText = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

/** Read by screen readers only: what a tap just did. */
/** « Voir mes contacts », beside the section's title: a plain link, with a 44 px target. */
export const ContactsLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.control};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

export const Announcer = styled.p`
  ${visuallyHidden}
`;
