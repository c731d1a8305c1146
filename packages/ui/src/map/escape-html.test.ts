import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html';

describe('escapeHtml', () => {
  it('replaces the five characters that can open markup or close an attribute', () => {
    expect(escapeHtml(`a & b < c > d " e ' f`)).toBe('a &amp; b &lt; c &gt; d &quot; e &#39; f');
  });

  it('keeps plain French text as it is', () => {
    expect(escapeHtml('© les contributeurs d’OpenStreetMap')).toBe('© les contributeurs d’OpenStreetMap');
  });
});
