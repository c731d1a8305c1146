import { describe, expect, it } from 'vitest';
import { tileCreditHtml } from './tile-credit';

const CATALOGUE = '© les contributeurs d’OpenStreetMap';

describe('tileCreditHtml', () => {
  it('escapes plain text so markup shows as written, never as elements', () => {
    const html = tileCreditHtml({}, { attributionText: '<img src=x onerror=alert(1)> & "Cie"' }, CATALOGUE);
    expect(html).toBe('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Cie&quot;');
    expect(html).not.toContain('<');
  });

  it("prefers the map's own credit, text before HTML, then the app's text, then the catalogue's", () => {
    const app = { attributionText: 'Agence <b>' };
    expect(tileCreditHtml({ attributionText: 'a<b', attribution: '<i>x</i>' }, app, CATALOGUE)).toBe(
      'a&lt;b',
    );
    expect(tileCreditHtml({ attribution: '<i>x</i>' }, app, CATALOGUE)).toBe('<i>x</i>');
    expect(tileCreditHtml({}, app, CATALOGUE)).toBe('Agence &lt;b&gt;');
    expect(tileCreditHtml({}, {}, CATALOGUE)).toBe(CATALOGUE);
  });
});
