import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** Email and role side by side from 768 px. */
export const Fields = styled.div`
  display: grid;
  /* Not sized by the fields' content: an input asks about 260 px, more than a zoomed-in phone has. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
    align-items: end;
  }
`;

export const Line = styled.span`
  display: block;
`;

export const InvitationLink = styled.code`
  display: block;
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  overflow-wrap: anywhere;
  user-select: all;
`;
