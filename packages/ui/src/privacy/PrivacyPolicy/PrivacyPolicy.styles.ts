import styled from 'styled-components';
import { raisedSheet } from '../../primitives/Card';

export const Page = styled.main`
  max-width: ${({ theme }) => theme.sizes.contentMax};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};

  /* The page column's margins when zoomed in (see pageColumn). */
  ${({ theme }) => theme.media.narrow} { padding: ${({ theme }) => `${theme.space.lg} ${theme.space.sm}`}; }
  ${({ theme }) => theme.media.desktop} {
    padding: ${({ theme }) => `${theme.space.xxxl} ${theme.space.xl}`};
  }
`;

export const Article = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  ${raisedSheet}
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const Updated = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const Paragraph = styled.p`
  margin: 0;
`;

export const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
`;

// Links get a finger-sized tap area (44 px high) without changing how the text reads.
export const Link = styled.a`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.control};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  overflow-wrap: anywhere;
`;

export const BackLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.sizes.control};
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding-right: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.brand};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;
