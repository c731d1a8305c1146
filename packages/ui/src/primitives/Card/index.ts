export { Card, type CardProps } from './Card';
export { CardSurface, raisedSheet } from './Card.styles';
