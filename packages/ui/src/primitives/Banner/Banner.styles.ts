import styled from 'styled-components';

export const StyledBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  &[data-tone='info'] {
    color: ${({ theme }) => theme.colors.info};
    background: ${({ theme }) => theme.colors.infoSoft};
  }
  &[data-tone='warning'] {
    color: ${({ theme }) => theme.colors.warning};
    background: ${({ theme }) => theme.colors.warningSoft};
  }
  &[data-tone='danger'] {
    color: ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.dangerSoft};
  }
  &[data-tone='success'] {
    color: ${({ theme }) => theme.colors.success};
    background: ${({ theme }) => theme.colors.successSoft};
  }
`;

export const Message = styled.div`
  display: flex;
  flex: 1 1 12rem;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  & > svg { flex: none; }
  & > p { margin: 0; color: ${({ theme }) => theme.colors.text}; }
`;

export const Action = styled.div`
  flex: none;
  margin-left: auto;
`;
