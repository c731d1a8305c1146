import { whenSettled } from '@prospect/scheduling';
import { MapTilesProvider } from '@prospect/ui';
import { createContext, type ReactNode, useContext } from 'react';
import { type AppConfig, buildTimeConfig } from '../config';

// Without a provider (a test rendering one part): the values built in.
const AppConfigContext = createContext<AppConfig>(buildTimeConfig());

/**
 * The page's map showed these first: its next opening asks for them as the app starts (main.tsx).
 * Loaded once the screen's downloads are over, so neither the login page's first load nor the map's
 * first tiles share the network with it.
 */
function rememberPageTiles(urls: readonly string[]): void {
  const { pathname, origin } = window.location;
  whenSettled(() => {
    void import('./first-view-tiles/remember')
      .then(({ rememberFirstViewTiles }) =>
        rememberFirstViewTiles(window.localStorage, pathname, urls, origin),
      )
      .catch(() => {
        // A chunk that fails to load only costs the next opening its head start.
      });
  });
}

/** The configuration loaded at start-up, for the parts that need it; every map takes its tiles here. */
export function AppConfigProvider({ config, children }: { config: AppConfig; children?: ReactNode }) {
  return (
    <AppConfigContext value={config}>
      <MapTilesProvider
        url={config.tileUrl}
        attributionText={config.tileAttribution}
        onFirstViewTiles={rememberPageTiles}
      >
        {children}
      </MapTilesProvider>
    </AppConfigContext>
  );
}

export function useAppConfig(): AppConfig {
  return useContext(AppConfigContext);
}
