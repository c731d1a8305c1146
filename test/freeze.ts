import { vi } from 'vitest';

/** Screenshots must not depend on the day, a blinking caret or an animation frame. */
export const FROZEN_NOW = new Date('2026-11-22T09:30:00');

export function freezeForScreenshots(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: FROZEN_NOW });
  if (!document.getElementById('freeze-style')) {
    const style = document.createElement('style');
    style.id = 'freeze-style';
    // A long list's items out of view wait for it (content-visibility: auto) at a placeholder's size:
    // a screenshot shows every one at its own, whatever the viewport was when the page was measured.
    style.textContent =
      '*,*::before,*::after{caret-color:transparent!important;animation:none!important;transition:none!important;content-visibility:visible!important}';
    document.head.append(style);
  }
  // Chromium underlines words its spell-checker dislikes a moment after typing: not in screenshots.
  document.body.spellcheck = false;
}

/**
 * Takes what the browser itself draws, and draws differently from one Chromium build to the next
 * (Debian has shipped more than one), out of a screenshot while it is taken: focus rings (whether
 * `:focus-visible` matches after a scripted click changed) and textareas' resize grips. Play functions
 * assert focus itself.
 */
export function hideBrowserDrawnParts(): () => void {
  const style = document.createElement('style');
  style.textContent = '*,*::before,*::after{outline:none!important}textarea{resize:none!important}';
  document.head.append(style);
  return () => style.remove();
}
