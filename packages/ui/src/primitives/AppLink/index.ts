export { type AppLinkComponent, type AppLinkProps, PlainLink } from './AppLink';
