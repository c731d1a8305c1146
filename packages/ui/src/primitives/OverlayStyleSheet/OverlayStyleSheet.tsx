import { type ReactNode, useContext } from 'react';
import { type IStyleSheetContext, StyleSheetContext, StyleSheetManager } from 'styled-components';

type StyleSheet = IStyleSheetContext['styleSheet'];

const overlaySheets = new WeakMap<StyleSheet, StyleSheet>();

/**
 * What shows over a screen after it has loaded (dialogs, toasts) gets its rules in a <style> element
 * of its own. Chromium restyles every element that any rule of a changed style sheet may match, and
 * the page's sheet holds GlobalStyle's `*` rules: an overlay's first rules inserted there restyled the
 * whole screen behind it (a street's 300 door rows) inside the tap that opened it. Inserted here, they
 * restyle only what the overlay's own rules match. One such sheet per page sheet, so a rule goes in
 * once however often overlays mount.
 */
export function OverlayStyleSheet({ children }: { children: ReactNode }) {
  const { styleSheet } = useContext(StyleSheetContext);
  let sheet = overlaySheets.get(styleSheet);
  if (!sheet) {
    sheet = styleSheet.reconstructWithOptions({}, false);
    overlaySheets.set(styleSheet, sheet);
  }
  return <StyleSheetManager sheet={sheet}>{children}</StyleSheetManager>;
}
