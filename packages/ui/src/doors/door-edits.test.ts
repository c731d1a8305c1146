import type { Door } from '@prospect/contract';
import { describe, expect, it } from 'vitest';
import { doorChanges, doorNumberProblem, tidyDoorNumber } from './door-edits';

describe('doorNumberProblem', () => {
  const street = ['1', '3 bis', 'Le Clos'];

  it('accepts a new number', () => {
    expect(doorNumberProblem('5', street)).toBeNull();
    expect(doorNumberProblem('3 ter', street)).toBeNull();
  });

  it('asks for a number', () => {
    expect(doorNumberProblem('   ', street)).toBe('Indiquez le numéro.');
  });

  it('refuses more than 20 characters', () => {
    expect(doorNumberProblem('Résidence des Pins, bât. C', street)).toBe(
      'Le numéro tient en 20 caractères au plus.',
    );
    expect(doorNumberProblem('12345678901234567890', street)).toBeNull();
  });

  it('refuses a number already listed, however it is written', () => {
    expect(doorNumberProblem('3BIS', street)).toBe('Le 3BIS est déjà dans la liste.');
    expect(doorNumberProblem(' le  clos ', street)).toBe('Le le clos est déjà dans la liste.');
  });

  it('tidies the spaces of what is kept', () => {
    expect(tidyDoorNumber('  12   bis ')).toBe('12 bis');
  });
});

describe('doorChanges', () => {
  const door: Door = {
    id: 3,
    number: '3',
    outcome: 'absent',
    note: '',
    stop_pub: false,
    visited_at: null,
    visited_by: '',
    revisit_at: null,
  };

  it('holds only what changed', () => {
    expect(doorChanges(door, { outcome: 'interested', note: '', stopPub: false })).toEqual({
      outcome: 'interested',
    });
    expect(doorChanges(door, { outcome: 'absent', note: 'Chien', stopPub: true })).toEqual({
      note: 'Chien',
      stop_pub: true,
    });
  });

  it('is empty when nothing changed', () => {
    expect(doorChanges(door, { outcome: 'absent', note: '', stopPub: false })).toEqual({});
  });
});
