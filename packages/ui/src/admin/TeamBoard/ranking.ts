import { memberName } from '../permissions';
import type { AdminUser } from '../types';

/** The figures of the admin list a member can be ranked by. */
export type BoardFigure = 'streets' | 'sectors' | 'zones';

export function figureOf(member: AdminUser, figure: BoardFigure): number {
  switch (figure) {
    case 'streets':
      return member.completed_streets_count;
    case 'sectors':
      return member.completed_sectors_count;
    case 'zones':
      return member.zones_count;
  }
}

export interface RankedMember {
  member: AdminUser;
  value: number;
  /** Equal figures share a rank and the next rank skips (1, 2, 2, 4): a tie is nobody's second place. */
  rank: number;
  /** The figure over the leader's, from 0 to 1: the bar's length. 0 for all when the leader has 0. */
  share: number;
}

/**
 * The team from the highest figure to the lowest. Equal figures keep a stable, readable order (by
 * name), so the board does not reshuffle tied members from one load to the next.
 */
export function rankMembers(members: readonly AdminUser[], figure: BoardFigure): RankedMember[] {
  const sorted = members
    .map((member) => ({ member, name: memberName(member), value: figureOf(member, figure) }))
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name, 'fr'));
  const leader = Math.max(0, sorted[0]?.value ?? 0);
  let rank = 0;
  return sorted.map(({ member, value }, index) => {
    if (index === 0 || value !== sorted[index - 1]?.value) rank = index + 1;
    return { member, value, rank, share: leader > 0 ? Math.max(0, value) / leader : 0 };
  });
}
