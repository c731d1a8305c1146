import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { profileJson, unknownFields, wire } from '../test-support/canonical';
import { profilePictureReader, profileReader } from './profile';

const expected = profileJson();
const read = (input: unknown) => v.parse(profileReader, wire(input));
const withUser = (change: object) => ({ ...profileJson(), user: { ...profileJson().user, ...change } });
const withProfile = (change: object) => ({
  ...profileJson(),
  profile: { ...profileJson().profile, ...change },
});

describe('profile reader', () => {
  it.each([
    { name: 'the canonical answer', input: profileJson() },
    {
      name: 'with unknown fields at every level',
      input: {
        ...profileJson(),
        ...unknownFields,
        user: { ...profileJson().user, username: 'camille', is_staff: false },
        profile: { ...profileJson().profile, phone: null, tenant: { id: 2, city: 'Pornic', slug: 'pornic' } },
      },
    },
    {
      name: 'with the ids as strings',
      input: {
        ...withProfile({ tenant: { id: '2', city: 'Pornic' } }),
        user: { ...profileJson().user, id: '4' },
      },
    },
  ])('reads the profile $name', ({ input }) => {
    expect(read(input)).toEqual(expected);
  });

  it.each([
    { name: 'first_name null', input: withUser({ first_name: null }), user: { first_name: '' }, profile: {} },
    {
      name: 'last_name absent',
      input: withUser({ last_name: undefined }),
      user: { last_name: '' },
      profile: {},
    },
    {
      name: 'no user id (spec §3 gives none)',
      input: withUser({ id: undefined }),
      user: { id: undefined },
      profile: {},
    },
    {
      name: 'a picture address',
      input: withProfile({ profile_picture: 'https://cdn.example.fr/p/4.png' }),
      user: {},
      profile: { profile_picture: 'https://cdn.example.fr/p/4.png' },
    },
    { name: 'the picture absent', input: withProfile({ profile_picture: undefined }), user: {}, profile: {} },
    { name: 'the tenant as an id', input: withProfile({ tenant: 2 }), user: {}, profile: { tenant: 2 } },
    {
      name: 'the tenant as an id string',
      input: withProfile({ tenant: '2' }),
      user: {},
      profile: { tenant: 2 },
    },
    {
      name: 'the tenant as a name',
      input: withProfile({ tenant: 'Pornic' }),
      user: {},
      profile: { tenant: 'Pornic' },
    },
    { name: 'the tenant null', input: withProfile({ tenant: null }), user: {}, profile: { tenant: null } },
    {
      name: 'a tenant without city',
      input: withProfile({ tenant: { id: 2, city: null } }),
      user: {},
      profile: { tenant: { id: 2, city: '' } },
    },
    {
      name: 'an unusable tenant',
      input: withProfile({ tenant: { name: 'Pornic' } }),
      user: {},
      profile: { tenant: null },
    },
  ])('reads $name', ({ input, user, profile }) => {
    expect(read(input)).toEqual({
      user: { ...expected.user, ...user },
      profile: { ...expected.profile, ...profile },
    });
  });

  it.each(['ADMIN', 'SUPER_ADMIN'] as const)('keeps the role %s', (role) => {
    expect(read(withProfile({ role })).profile.role).toBe(role);
  });

  // The role decides what the app offers; the email identifies the user to the screens.
  it.each([
    { name: 'a lower-case role', input: withProfile({ role: 'admin' }) },
    { name: 'an unknown role', input: withProfile({ role: 'MANAGER' }) },
    { name: 'no role', input: withProfile({ role: undefined }) },
    { name: 'no email', input: withUser({ email: undefined }) },
    { name: 'email null', input: withUser({ email: null }) },
    { name: 'no profile', input: { user: profileJson().user } },
    { name: 'a flat answer', input: { ...profileJson().user, ...profileJson().profile } },
  ])('refuses a profile with $name', ({ input }) => {
    expect(v.safeParse(profileReader, wire(input)).success).toBe(false);
  });
});

describe('profile picture reader', () => {
  it.each([
    {
      input: { profile_picture: 'data:image/png;base64,iVBORw0KGgo=' },
      expected: 'data:image/png;base64,iVBORw0KGgo=',
    },
    { input: { profile_picture: null, user: 4 }, expected: null },
    { input: {}, expected: null },
  ])('reads $input', ({ input, expected: picture }) => {
    expect(v.parse(profilePictureReader, wire(input))).toEqual({ profile_picture: picture });
  });
});
