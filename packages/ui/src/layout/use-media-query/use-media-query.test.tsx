import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderHook } from 'vitest-browser-react';
import { desktopQuery, useMediaQuery } from './use-media-query';

describe('useMediaQuery', () => {
  it('follows the window across the breakpoint', async () => {
    const { result } = await renderHook(() => useMediaQuery(desktopQuery));
    expect(result.current).toBe(false); // the phone's 390 px
    try {
      await page.viewport(1024, 844);
      await expect.poll(() => result.current).toBe(true);
    } finally {
      await page.viewport(390, 844);
    }
    await expect.poll(() => result.current).toBe(false);
  });
});
