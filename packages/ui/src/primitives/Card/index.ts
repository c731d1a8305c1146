export { Card, type CardProps } from './Card';
export { CardSurface } from './Card.styles';
