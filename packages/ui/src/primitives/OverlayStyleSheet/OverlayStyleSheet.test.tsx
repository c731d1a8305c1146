import styled from 'styled-components';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { OverlayStyleSheet } from './OverlayStyleSheet';

// Colours only a test would use, so each rule is found by its text.
const PageText = styled.p`
  color: rgb(1, 2, 3);
`;
const OverlayText = styled.p`
  color: rgb(4, 5, 6);
`;

/** The styled-components <style> elements holding a rule whose text has `needle`. */
const sheetsWith = (needle: string) =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].filter((style) =>
    [...(style.sheet?.cssRules ?? [])].some((rule) => rule.cssText.includes(needle)),
  );

describe('OverlayStyleSheet', () => {
  it('puts an overlay’s rules in a style element of their own, once, and leaves the page’s sheet as it was', async () => {
    const screen = await render(<PageText>Page</PageText>);
    const [pageSheet] = sheetsWith('rgb(1, 2, 3)');
    const pageRules = pageSheet?.sheet?.cssRules.length;

    await screen.rerender(
      <>
        <PageText>Page</PageText>
        <OverlayStyleSheet>
          <OverlayText>Overlay</OverlayText>
        </OverlayStyleSheet>
      </>,
    );
    await expect.element(screen.getByText('Overlay')).toHaveStyle({ color: 'rgb(4, 5, 6)' });
    const overlaySheets = sheetsWith('rgb(4, 5, 6)');
    expect(overlaySheets).toHaveLength(1);
    expect(overlaySheets[0]).not.toBe(pageSheet);
    expect(pageSheet?.sheet?.cssRules.length).toBe(pageRules);

    // Mounted again (a dialog opened a second time): the same element, no rule added twice.
    await screen.rerender(<PageText>Page</PageText>);
    await screen.rerender(
      <OverlayStyleSheet>
        <OverlayText>Overlay</OverlayText>
      </OverlayStyleSheet>,
    );
    await expect.element(screen.getByText('Overlay')).toBeVisible();
    expect(sheetsWith('rgb(4, 5, 6)')).toEqual(overlaySheets);
    expect(
      [...(overlaySheets[0]?.sheet?.cssRules ?? [])].filter((rule) => rule.cssText.includes('rgb(4, 5, 6)')),
    ).toHaveLength(1);
  });
});
