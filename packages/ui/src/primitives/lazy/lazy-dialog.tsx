import { type ComponentType, useState } from 'react';
import { loadOnce } from './load-once';
import { useLoaded } from './use-loaded';

export type LazyDialog<P> = ComponentType<P> & {
  /** Fetches the dialog's code now (Storybook does, so screenshots never catch it loading). */
  preload: () => Promise<unknown>;
};

/**
 * A dialog whose code (Radix, focus trap, scroll lock: about 9 KiB gzip) stays out of a screen's
 * first load. Once a screen holding one has shown and its downloads are over, its code is fetched
 * while the browser is idle, so
 * opening it rarely waits; an opening before that fetches it at once. After the first opening it
 * stays mounted, so closing keeps Radix's focus return.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): LazyDialog<P> {
  const source = loadOnce(load);
  function Dialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    const Loaded = useLoaded(source, { now: props.open, retryKey: props.open }) as
      | ComponentType<P & object>
      | undefined;
    return opened && Loaded ? <Loaded {...props} /> : null;
  }
  return Object.assign(Dialog, { preload: source.load });
}
