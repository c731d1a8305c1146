export { StreetDoorsLink, type StreetDoorsLinkProps } from './StreetDoorsLink';
