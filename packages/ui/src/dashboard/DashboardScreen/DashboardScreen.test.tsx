import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { DashboardScreen } from './DashboardScreen';

// Counted from before the screen's modules load, so a formatter built at a module's top level counts
// too (a spy would be reset between tests, after that load).
const intlFormatters = vi.hoisted(() => {
  const built = { count: 0 };
  const counted = <T extends object>(formatter: T): T =>
    new Proxy(formatter as T & (new (...args: unknown[]) => object), {
      construct(target, args) {
        built.count += 1;
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        built.count += 1;
        return Reflect.apply(target as unknown as (...args: unknown[]) => unknown, self, args);
      },
    });
  Intl.NumberFormat = counted(Intl.NumberFormat);
  Intl.DateTimeFormat = counted(Intl.DateTimeFormat);
  return built;
});

describe('DashboardScreen', () => {
  // The page's first Intl formatter takes 15-20 ms to build in Chromium while ICU loads its data
  // (i18n/format.ts), in the task that renders the dashboard: its date and figures must not need one.
  it('writes its date and figures without building an Intl formatter', async () => {
    const screen = await render(
      <ProspectThemeProvider>
        <DashboardScreen
          firstName="Camille"
          today={new Date(2026, 10, 27, 9, 30)}
          photo={{ src: null, onSelect: () => undefined }}
          stats={{
            doneRues: 300,
            totalRues: 1515,
            doneZones: 1,
            totalZones: 4,
            estimations: 12345,
            contacts: 4,
          }}
          map={<div />}
          zones={{ zones: [], status: 'ready', onOpenZone: () => undefined, onDeleteZone: async () => {} }}
          onLogout={() => undefined}
        />
      </ProspectThemeProvider>,
    );
    await expect.element(screen.getByText(/vendredi 27 novembre 2026/)).toBeVisible();
    await expect.element(screen.getByText('12\u202f345')).toBeVisible();
    await expect.element(screen.getByText(/300 \/ 1\u202f515/)).toBeVisible();
    expect(intlFormatters.count).toBe(0);
  });
});
