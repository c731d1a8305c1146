import styled from 'styled-components';

export const Page = styled.main`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xl};
  min-height: 100dvh;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  background: ${({ theme }) => theme.colors.background};

  /* The page column's margins when zoomed in (see pageColumn). */
  ${({ theme }) => theme.media.narrow} { padding: ${({ theme }) => `${theme.space.lg} ${theme.space.sm}`}; }
  ${({ theme }) => theme.media.desktop} {
    justify-content: center;
    padding: ${({ theme }) => theme.space.xxxl};
  }
`;

export const Brand = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
`;

export const BrandName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.brand};
`;

export const Tagline = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Footer = styled.footer`
  display: flex;
  justify-content: center;
`;

/** A text link with a finger-sized tap area. */
export const FooterLink = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.control};
  padding: 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brand};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
