import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../types';
import { rankMembers } from './ranking';

let nextId = 1;
const member = (first_name: string, streets: number, sectors = 0, zones = 0): AdminUser => ({
  id: nextId++,
  role: 'AGENT',
  firstName: first_name,
  first_name,
  last_name: '',
  email: `${first_name.toLowerCase()}@prospect.demo`,
  zones_count: zones,
  completed_sectors_count: sectors,
  completed_streets_count: streets,
});

const summary = (members: AdminUser[], figure: Parameters<typeof rankMembers>[1]) =>
  rankMembers(members, figure).map(({ member, rank, value, share }) => [
    rank,
    member.first_name,
    value,
    share,
  ]);

describe('rankMembers', () => {
  it('ranks by the chosen figure, highest first, with bars relative to the leader', () => {
    const team = [member('Lucas', 91, 6, 1), member('Camille', 300, 27, 4), member('Léa', 0, 0, 2)];
    expect(summary(team, 'streets')).toEqual([
      [1, 'Camille', 300, 1],
      [2, 'Lucas', 91, 91 / 300],
      [3, 'Léa', 0, 0],
    ]);
    expect(summary(team, 'zones').map(([, name]) => name)).toEqual(['Camille', 'Léa', 'Lucas']);
  });

  it('gives tied members one rank, skips the next, and orders them by name', () => {
    const team = [member('Zoé', 40), member('Adam', 40), member('Éric', 90), member('Bruno', 10)];
    expect(summary(team, 'streets').map(([rank, name]) => `${rank} ${name}`)).toEqual([
      '1 Éric',
      '2 Adam',
      '2 Zoé',
      '4 Bruno',
    ]);
  });

  it('draws no bar when the leader has nothing, rather than dividing by zero', () => {
    const team = [member('Adam', 0), member('Zoé', 0)];
    expect(summary(team, 'streets')).toEqual([
      [1, 'Adam', 0, 0],
      [1, 'Zoé', 0, 0],
    ]);
  });

  it('returns nobody for an empty team', () => {
    expect(rankMembers([], 'sectors')).toEqual([]);
  });
});
