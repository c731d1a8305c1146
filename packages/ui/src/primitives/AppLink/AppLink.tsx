import type { ComponentType, ReactNode } from 'react';

/** What a screen passes to the link it renders: the app's router link, or `PlainLink` by default. */
export interface AppLinkProps {
  href: string;
  children: ReactNode;
  'aria-current'?: 'page' | undefined;
  /** Names the link by other elements (a figure by its label and its number). */
  'aria-labelledby'?: string | undefined;
  className?: string | undefined;
}

/** A screen's `LinkComponent` prop: ui knows no router, so the app passes its own link. */
export type AppLinkComponent = ComponentType<AppLinkProps>;

/** The default link when the app passes none (stories, tests): a plain `<a>`, a full page load. */
export function PlainLink({ href, children, ...rest }: AppLinkProps) {
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
