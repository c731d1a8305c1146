import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { eventTypeReader, favoriteTypeReader, role, sectorStatusReader, streetStatusReader } from './enums';

describe('role', () => {
  it.each(['AGENT', 'ADMIN', 'SUPER_ADMIN'])('reads %s', (value) => {
    expect(v.parse(role, value)).toBe(value);
  });

  // A role decides what the app offers: nothing is guessed.
  it.each(['agent', 'Admin', ' ADMIN', 'SUPERADMIN', 'super-admin', 'OWNER', '', null, undefined, 1])(
    'refuses %j',
    (value) => {
      expect(v.safeParse(role, value).success).toBe(false);
    },
  );
});

describe('sector status', () => {
  it.each([
    ['pending', 'pending'],
    ['in_progress', 'in_progress'],
    ['IN_PROGRESS', 'in_progress'],
    ['In progress', 'in_progress'],
    ['in-progress', 'in_progress'],
    [' done ', 'done'],
    ['ready', 'ready'],
    ['CREATING', 'creating'],
    ['error', 'error'],
    ['archived', 'other'],
    ['', 'other'],
    [null, 'other'],
    [undefined, 'other'],
    [3, 'other'],
  ])('reads %j as %s', (value, expected) => {
    expect(v.parse(sectorStatusReader, value)).toBe(expected);
  });
});

describe('street status', () => {
  // Only 'done' shows work as finished; anything unknown stays to do.
  it.each([
    ['done', 'done'],
    ['DONE', 'done'],
    ['pending', 'pending'],
    ['finished', 'pending'],
    ['true', 'pending'],
    [true, 'pending'],
    [null, 'pending'],
    [undefined, 'pending'],
  ])('reads %j as %s', (value, expected) => {
    expect(v.parse(streetStatusReader, value)).toBe(expected);
  });
});

describe('favourite and event types', () => {
  it.each([
    ['street', 'street'],
    ['Estimation', 'estimation'],
    ['CONTACT', 'contact'],
    ['house', 'street'],
    [null, 'street'],
    [undefined, 'street'],
  ])('favourite type %j reads as %s', (value, expected) => {
    expect(v.parse(favoriteTypeReader, value)).toBe(expected);
  });

  it.each([
    ['prospection', 'prospection'],
    ['RDV', 'rdv'],
    ['navigation', 'navigation'],
    ['meeting', 'prospection'],
    [null, 'prospection'],
    [undefined, 'prospection'],
  ])('event type %j reads as %s', (value, expected) => {
    expect(v.parse(eventTypeReader, value)).toBe(expected);
  });
});
