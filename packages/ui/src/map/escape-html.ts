const HTML_SPECIALS: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Plain text made safe to write into markup or a quoted attribute: Leaflet writes attributions into
 * the page as HTML, and the visual review page is built as a string.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (special) => HTML_SPECIALS[special] ?? special);
}
