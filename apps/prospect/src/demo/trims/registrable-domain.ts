/**
 * Stands in for `tldts` in the demo build. msw's cookie store (tough-cookie) asks it for a host's
 * registrable domain on every mocked request, and the real answer needs the whole public suffix list
 * (about 110 KB gzip, a third of the demo backend's chunk). The demo's mock backend sets no cookie, so
 * a registrable domain of the last two labels is enough: it only decides which cookie domains a
 * request could match, and there are none. An IP address or a single label has none.
 */
export function getDomain(hostname: string | null | undefined): string | null {
  if (!hostname) return null;
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (/^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}
