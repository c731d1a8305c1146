/**
 * Whose tiles the map shows. Only our own (a path on this origin: the deployment's `/tiles/` proxy, or
 * the same origin written in full) may be fetched by the hundred: OpenStreetMap's public servers forbid
 * bulk downloads, and another provider's terms and quota are not ours to spend.
 */
export type TileSource = 'own' | 'openStreetMap' | 'other';

export function tileSourceOf(template: string, pageOrigin: string | null): TileSource {
  if (template.startsWith('/') && !template.startsWith('//')) return 'own';
  let host: string;
  let origin: string;
  try {
    const url = new URL(template.replace(/\{[^}]*\}/g, 'a'));
    host = url.hostname.toLowerCase();
    origin = url.origin;
  } catch {
    return 'other';
  }
  if (host === 'tile.openstreetmap.org' || host.endsWith('.tile.openstreetmap.org')) return 'openStreetMap';
  return pageOrigin !== null && origin === pageOrigin ? 'own' : 'other';
}
