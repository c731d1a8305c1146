import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { adminUserJson, unknownFields, wire } from '../test-support/canonical';
import { adminUserReader } from './admin-user';

const expected = adminUserJson();
const read = (input: unknown) => v.parse(adminUserReader, wire(input));
const { firstName: _camelCase, ...plainSerializer } = adminUserJson();

describe('admin user reader', () => {
  it.each([
    { name: 'the canonical answer', input: adminUserJson() },
    { name: 'from a plain serializer (snake_case only, no firstName)', input: plainSerializer },
    { name: 'with firstName null', input: { ...adminUserJson(), firstName: null } },
    { name: 'with firstName empty', input: { ...adminUserJson(), firstName: '' } },
    {
      name: 'with unknown fields',
      input: { ...adminUserJson(), ...unknownFields, is_active: true, date_joined: '2026-01-05' },
    },
    {
      name: 'with the id and counts as strings',
      input: {
        ...adminUserJson(),
        id: '4',
        zones_count: '2',
        completed_sectors_count: '1',
        completed_streets_count: '14',
      },
    },
  ])('reads the user $name', ({ input }) => {
    expect(read(input)).toEqual(expected);
  });

  it.each([
    {
      name: 'first_name null',
      input: { ...plainSerializer, first_name: null },
      expected: { ...expected, firstName: '', first_name: '' },
    },
    {
      name: 'names and email absent',
      input: { id: 4, role: 'AGENT' },
      expected: {
        ...expected,
        firstName: '',
        first_name: '',
        last_name: '',
        email: '',
        zones_count: 0,
        completed_sectors_count: 0,
        completed_streets_count: 0,
      },
    },
    {
      name: 'counts null',
      input: {
        ...adminUserJson(),
        zones_count: null,
        completed_sectors_count: null,
        completed_streets_count: null,
      },
      expected: { ...expected, zones_count: 0, completed_sectors_count: 0, completed_streets_count: 0 },
    },
    {
      name: 'a firstName of another kind',
      input: { ...adminUserJson(), firstName: 12 },
      expected,
    },
  ])('reads $name', ({ input, expected: output }) => {
    expect(read(input)).toEqual(output);
  });

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)('keeps the role %s', (role) => {
    expect(read({ ...adminUserJson(), role }).role).toBe(role);
  });

  // The role decides which actions an admin is offered; the id goes into PATCH and DELETE URLs.
  it.each([
    { name: 'a lower-case role', input: { role: 'agent' } },
    { name: 'an unknown role', input: { role: 'MANAGER' } },
    { name: 'role null', input: { role: null } },
    { name: 'no role', input: { role: undefined } },
    { name: 'a role by its label', input: { role: 'Super admin' } },
    { name: 'a negative id', input: { id: -4 } },
    { name: 'an id that is not digits', input: { id: '4/delete' } },
    { name: 'a fractional id', input: { id: 4.2 } },
  ])('refuses a user with $name', ({ input }) => {
    expect(v.safeParse(adminUserReader, wire({ ...adminUserJson(), ...input })).success).toBe(false);
  });
});
