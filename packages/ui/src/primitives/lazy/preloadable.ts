import type { ComponentType } from 'react';

export interface Preloadable<P> {
  /** Starts (or joins) the download; a failed one can be tried again. */
  preload: () => Promise<ComponentType<P>>;
  /** The component once its code is in. */
  loaded: () => ComponentType<P> | undefined;
}

/** A component whose code is fetched on demand, with one shared download however it is asked for. */
export function preloadable<P>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let component: ComponentType<P> | undefined;
  return {
    preload: () => {
      loading ??= load().then(
        (loadedComponent) => {
          component = loadedComponent;
          return loadedComponent;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    loaded: () => component,
  };
}
