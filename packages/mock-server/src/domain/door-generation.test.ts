import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { seed } from '../seed';
import { takeSnapshot } from '../snapshot';
import { MAX_DOORS_PER_STREET, MIN_DOORS_PER_STREET } from './door-generation';
import { doorsOfStreet } from './doors';

const NOW = new Date('2026-11-22T09:30:00');

const houseNumber = (number: string) => Number(/^\d+/.exec(number)?.[0]);

describe('the doors a seeded street comes with (extension « portes »)', () => {
  it('are plausible on every street: 10 to 60 unique numbers, both sides walked in order, one or two STOP PUB', async () => {
    await seed({ now: NOW });
    for (const street of db.street.getAll()) {
      const doors = doorsOfStreet(street);
      const numbers = doors.map((door) => door.number);
      expect(doors.length).toBeGreaterThanOrEqual(MIN_DOORS_PER_STREET);
      expect(doors.length).toBeLessThanOrEqual(MAX_DOORS_PER_STREET);
      expect(new Set(numbers).size).toBe(numbers.length);
      expect(numbers.every((number) => /^\d+( bis| ter)?$/.test(number))).toBe(true);
      expect(numbers.some((number) => houseNumber(number) % 2 === 1)).toBe(true);
      expect(numbers.some((number) => houseNumber(number) % 2 === 0)).toBe(true);
      const houses = numbers.map(houseNumber);
      expect(houses).toEqual([...houses].sort((a, b) => a - b));
      const stopPub = doors.filter((door) => door.stopPub);
      expect(stopPub.length).toBeGreaterThanOrEqual(1);
      expect(stopPub.length).toBeLessThanOrEqual(2);
      expect(stopPub.filter((door) => door.outcome === 'flyer_left')).toEqual([]);
    }
  });

  it('have gaps, suffixes and a few visits by the zone owner, made before the seed', async () => {
    await seed({ now: NOW });
    const doors = db.street.getAll().flatMap((street) => doorsOfStreet(street));
    const numbers = doors.map((door) => door.number);
    const streetsWithGaps = db.street.getAll().filter((street) => {
      const houses = [...new Set(doorsOfStreet(street).map((door) => houseNumber(door.number)))];
      const odd = houses.filter((house) => house % 2 === 1);
      return odd.some((house, index) => index > 0 && house - (odd[index - 1] ?? house) > 2);
    });
    expect(streetsWithGaps.length).toBeGreaterThan(db.street.count() / 2);
    expect(numbers.filter((number) => number.endsWith(' bis')).length).toBeGreaterThan(50);
    expect(numbers.filter((number) => number.endsWith(' ter')).length).toBeGreaterThan(5);
    const visited = doors.filter((door) => door.outcome !== 'not_visited');
    expect(visited.length / doors.length).toBeGreaterThan(0.1);
    expect(visited.length / doors.length).toBeLessThan(0.2);
    expect(new Set(visited.map((door) => door.outcome))).toEqual(
      new Set(['absent', 'not_interested', 'interested', 'thinking', 'flyer_left']),
    );
    for (const door of visited) {
      expect(Date.parse(door.visitedAt ?? '')).toBeLessThanOrEqual(NOW.getTime());
      expect(door.visitedBy).not.toBe('');
    }
    const unvisited = doors.filter((door) => door.outcome === 'not_visited');
    expect(unvisited.every((door) => door.visitedAt === null && door.visitedBy === '')).toBe(true);
  });

  it('are the same after every seed and stored nowhere, so the snapshot does not grow', async () => {
    await seed({ now: NOW });
    const street = db.street.getAll()[7];
    if (!street) throw new Error('no street');
    const first = doorsOfStreet(street);
    await seed({ now: NOW });
    expect(doorsOfStreet(street)).toEqual(first);
    expect(db.door.count()).toBe(0);
    expect(takeSnapshot().tables.door).toEqual([]);
  });
});
