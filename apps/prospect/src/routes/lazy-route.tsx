import type { ApiClient } from '@prospect/api-client';
import { type LoadOnce, loadOnce } from '@prospect/ui';
import { type ComponentType, use, useEffect } from 'react';
import { useLocation } from 'react-router';
import type { RouteHandle } from '../shell/route-handles';

/** A route's module: screens/<screen>/…Route.tsx and the lazy layouts of shell/. */
export interface RouteModule {
  Component: ComponentType;
  handle?: RouteHandle;
  /** Readies what the module reads as it renders (routes/router.tsx's prepareRoute, before the first render). */
  prepare?: (client: ApiClient) => Promise<unknown>;
}

export type LazyModule = LoadOnce<RouteModule>;

/** One download per module, with the spec's 120 s limit (loadOnce): the login page does not pay for the map. */
export const lazyModule = (load: () => Promise<RouteModule>): LazyModule => loadOnce(load);

/** Titles the page after the route, on each arrival at it (a route keeps its element from /zones/1 to /zones/2). */
function usePageTitle(title: RouteHandle['title']) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (title) document.title = `${title()} · Prospect`;
  }, [title, pathname]);
}

/** The download a navigation waits for, one per module and history entry (see LazyRoute). */
const attempts = new WeakMap<LazyModule, { entry: string; download: Promise<RouteModule> }>();

function downloadFor(module: LazyModule, entry: string): Promise<RouteModule> {
  // A module in, however it came: its own settled download, whatever failed before in this entry.
  if (module.loaded()) return module.load();
  const current = attempts.get(module);
  if (current?.entry === entry) return current.download;
  const download = module.load();
  attempts.set(module, { entry, download });
  return download;
}

/**
 * A route's element: its module once arrived, suspending until then. React renders again after a
 * failed download and throws only if it is handed the same failed promise, while loadOnce starts a new
 * download on every call after a failure: so the page waits on one download per history entry, and a
 * failure stays shown until the next navigation (or the error page's retry). The router's navigations are
 * transitions, so the screen on view stays until the next one can show; a failed download throws to
 * the route error boundary (shell/RouteErrorBoundary).
 */
export function LazyRoute({ module }: { module: LazyModule }) {
  const { key } = useLocation();
  // Always `use`: a module already in comes from a settled, marked promise, so this does not suspend.
  const { Component, handle } = use(downloadFor(module, key));
  usePageTitle(handle?.title);
  return <Component />;
}
