import { vi } from 'vitest';

/** Screenshots must not depend on the day, a blinking caret or an animation frame. */
export const FROZEN_NOW = new Date('2026-11-22T09:30:00');

export function freezeForScreenshots(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: FROZEN_NOW });
  if (!document.getElementById('freeze-style')) {
    const style = document.createElement('style');
    style.id = 'freeze-style';
    style.textContent =
      '*,*::before,*::after{caret-color:transparent!important;animation:none!important;transition:none!important}';
    document.head.append(style);
  }
  // Chromium underlines words its spell-checker dislikes a moment after typing: not in screenshots.
  document.body.spellcheck = false;
}
