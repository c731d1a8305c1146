import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { sectorStatusOf, streetsOfSector } from './domain/progress';
import { MAX_STREETS_PER_SECTOR, MIN_STREETS_PER_SECTOR, sectorsOfZone } from './domain/sectors';
import { ringContains } from './geo/tiling';
import { viewerByEmail } from './rules';
import { DEMO_PASSWORD, demoAccounts, seed } from './seed';
import { takeSnapshot } from './snapshot';

const NOW = new Date('2026-11-22T09:30:00');

beforeEach(() => seed({ now: NOW }));

const withoutSessions = () => {
  const { session: _sessions, ...tables } = takeSnapshot().tables;
  return tables;
};

describe('seed', () => {
  it('is deterministic: the same rows, ids, sectors and streets every time', async () => {
    const first = withoutSessions();
    await seed({ now: NOW });
    expect(withoutSessions()).toEqual(first);
  });

  it('creates the Nantes agency (super admin, admin, three agents) and the Pornic agent', () => {
    const roles = Object.values(demoAccounts).map((email) => {
      const viewer = viewerByEmail(email);
      return [email, viewer?.role, viewer?.tenant.city];
    });
    expect(roles).toEqual([
      ['superadmin@prospect.demo', 'SUPER_ADMIN', 'Nantes'],
      ['admin@prospect.demo', 'ADMIN', 'Nantes'],
      ['agent@prospect.demo', 'AGENT', 'Nantes'],
      ['agent2@prospect.demo', 'AGENT', 'Nantes'],
      ['agent3@prospect.demo', 'AGENT', 'Nantes'],
      ['agent@pornic.demo', 'AGENT', 'Pornic'],
    ]);
    expect(DEMO_PASSWORD).toBe('prospect2026');
    expect(viewerByEmail(demoAccounts.agent)?.user.firstName).toBe('Camille');
    expect(db.tenant.getAll().map((tenant) => tenant.city)).toEqual([
      'La Baule-Escoublac',
      'Pornic',
      'Nantes',
      'Vertou',
    ]);
  });

  it('gives Camille zones in the four cities at varied progress, one without sectors', () => {
    const camille = viewerByEmail(demoAccounts.agent);
    const zones = db.zone.findMany({ where: { ownerId: { equals: camille?.user.id ?? 0 } } });
    expect(zones.map((zone) => zone.name.split(' – ')[0])).toEqual([
      'La Baule-Escoublac',
      'Pornic',
      'Nantes',
      'Vertou',
    ]);
    const sectorCounts = zones.map((zone) => sectorsOfZone(zone.id).length);
    expect(sectorCounts.filter((count) => count === 0)).toHaveLength(1);
    const statuses = new Set(zones.flatMap((zone) => sectorsOfZone(zone.id).map((sector) => sector.status)));
    expect(statuses).toEqual(new Set(['pending', 'in_progress', 'done']));
  });

  it('gives Camille notes, house notes, favourites of each type and events this month', () => {
    const id = viewerByEmail(demoAccounts.agent)?.user.id ?? 0;
    expect(db.zoneNote.count({ where: { authorId: { equals: id } } })).toBeGreaterThan(2);
    const labels = db.houseNote.findMany({ where: { authorId: { equals: id } } }).map((note) => note.label);
    expect(new Set(labels)).toEqual(new Set(['interested', 'thinking']));
    const types = db.favorite
      .findMany({ where: { ownerId: { equals: id } } })
      .map((favorite) => favorite.type);
    expect(new Set(types)).toEqual(new Set(['street', 'estimation', 'contact']));
    const months = db.event
      .findMany({ where: { ownerId: { equals: id } } })
      .map((event) => new Date(event.date).getMonth());
    expect(months.length).toBeGreaterThan(3);
    expect(new Set(months)).toEqual(new Set([NOW.getMonth()]));
  });
});

describe('generated sectors', () => {
  const generated = () => db.zone.getAll().filter((zone) => sectorsOfZone(zone.id).length > 0);

  it('are numbered from 1 with 4 to 15 streets each, and a status that follows the streets', () => {
    for (const zone of generated()) {
      const sectors = sectorsOfZone(zone.id);
      expect(sectors.map((sector) => sector.number)).toEqual(sectors.map((_, index) => index + 1));
      for (const sector of sectors) {
        const streets = streetsOfSector(sector.id);
        expect(streets.length).toBeGreaterThanOrEqual(MIN_STREETS_PER_SECTOR);
        expect(streets.length).toBeLessThanOrEqual(MAX_STREETS_PER_SECTOR);
        expect(sector.status).toBe(sectorStatusOf(streets));
      }
    }
  });

  it('are hexagons around the zone that never overlap, with distinct French street names in a zone', () => {
    for (const zone of generated()) {
      const rings = sectorsOfZone(zone.id).map(
        (sector) => (JSON.parse(sector.rings) as [number, number][][])[0] ?? [],
      );
      for (const ring of rings) expect(ring).toHaveLength(7);
      const centroids = rings.map((ring) => {
        const corners = ring.slice(0, 6);
        return [corners.reduce((s, [x]) => s + x, 0) / 6, corners.reduce((s, [, y]) => s + y, 0) / 6] as [
          number,
          number,
        ];
      });
      // A hexagon overlapping another would hold its centre.
      rings.forEach((ring, i) => {
        centroids.forEach((centroid, j) => {
          if (i !== j) expect(ringContains(ring, centroid)).toBe(false);
        });
      });
      expect(rings.some((ring) => ringContains(ring, [zone.lng ?? 0, zone.lat ?? 0]))).toBe(true);
      const names = sectorsOfZone(zone.id).flatMap((sector) =>
        streetsOfSector(sector.id).map((street) => street.name),
      );
      expect(new Set(names).size).toBe(names.length);
      for (const name of names)
        expect(name).toMatch(/^(Rue|Avenue|Allée|Impasse|Boulevard|Chemin|Place|Square|Passage|Quai) /);
    }
  });
});
