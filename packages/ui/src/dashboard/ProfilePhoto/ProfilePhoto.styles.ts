import styled from 'styled-components';

export const AvatarButton = styled.button`
  position: relative;
  flex: none;
  width: calc(${({ theme }) => theme.sizes.control} * 1.5);
  height: calc(${({ theme }) => theme.sizes.control} * 1.5);
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: none;
  cursor: pointer;

  &:disabled { cursor: progress; opacity: 0.6; }
`;

/** The round frame clips the photo; the edit badge sits outside it so it is not clipped too. */
export const Frame = styled.span`
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brandSoft};
  color: ${({ theme }) => theme.colors.brandHover};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Photo = styled.img`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** The little pencil badge saying the photo can be changed. */
export const EditBadge = styled.span`
  position: absolute;
  right: 0;
  bottom: 0;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.xs};
  border: 2px solid ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.textOnBrand};
`;

export const Status = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
