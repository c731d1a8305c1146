import { ProspectThemeProvider } from '@prospect/ui/theme';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { StatsBlock } from './StatsBlock';

const stats = { doneRues: 300, totalRues: 515, doneZones: 1, totalZones: 4, estimations: 3, contacts: 4 };

async function heightOf(block: ReactNode): Promise<number> {
  const screen = await render(<ProspectThemeProvider>{block}</ProspectThemeProvider>);
  const height = screen.container.getBoundingClientRect().height;
  await screen.unmount();
  return height;
}

describe('StatsBlock', () => {
  // The dashboard's layout shift (Lighthouse CLS 0.115) came from the stats pushing the map down.
  it.each([
    ['phone', 390],
    ['desktop', 1024],
  ])('keeps the same height while loading and loaded (%s)', async (_name, width) => {
    await page.viewport(width, 844);
    const loading = await heightOf(<StatsBlock loading />);
    const loaded = await heightOf(<StatsBlock stats={stats} />);
    expect(loaded).toBeGreaterThan(100);
    expect(loading).toBe(loaded);
  });
});
