import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { wire } from '../test-support/canonical';
import {
  createdInvitationReader,
  googleLoginAnswerReader,
  googleRegisterAnswerReader,
  impersonationAnswerReader,
  invitationReader,
  refreshAnswerReader,
  tokenPairReader,
} from './auth';

const access = 'eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl90eXBlIjoiYWNjZXNzIn0.c2lnbmF0dXJl';
const refresh = 'eyJhbGciOiJIUzI1NiJ9.eyJ0b2tlbl90eXBlIjoicmVmcmVzaCJ9.c2lnbmF0dXJl';

describe('token answers', () => {
  it.each([
    { name: 'the pair', input: { access, refresh } },
    { name: 'the pair with extra fields', input: { access, refresh, user_id: 4, token_type: 'Bearer' } },
  ])('token pair: reads $name', ({ input }) => {
    expect(v.parse(tokenPairReader, wire(input))).toEqual({ access, refresh });
  });

  // Tokens are trusted as they are: nothing is coerced, nothing empty is stored.
  it.each([
    { name: 'without refresh', input: { access } },
    { name: 'without access', input: { refresh } },
    { name: 'with an empty access', input: { access: '', refresh } },
    { name: 'with an empty refresh', input: { access, refresh: '' } },
    { name: 'with refresh null', input: { access, refresh: null } },
    { name: 'with a number for a token', input: { access: 12345, refresh } },
    { name: 'nested under data', input: { data: { access, refresh } } },
  ])('token pair: refuses an answer $name', ({ input }) => {
    expect(v.safeParse(tokenPairReader, wire(input)).success).toBe(false);
  });

  it.each([
    { name: 'access alone (no rotation)', input: { access }, expected: { access } },
    { name: 'a rotated pair', input: { access, refresh }, expected: { access, refresh } },
  ])('refresh: reads $name', ({ input, expected }) => {
    expect(v.parse(refreshAnswerReader, wire(input))).toEqual(expected);
  });

  it.each([
    { name: 'without access', input: { refresh } },
    { name: 'with an empty access', input: { access: '' } },
    { name: 'with an empty rotated refresh', input: { access, refresh: '' } },
  ])('refresh: refuses an answer $name', ({ input }) => {
    expect(v.safeParse(refreshAnswerReader, wire(input)).success).toBe(false);
  });
});

describe('Google answers', () => {
  it.each([
    {
      name: 'the canonical answer',
      input: { access, refresh, user: { first_name: 'Camille', email: 'camille.martin@example.fr' } },
      expected: { access, refresh, user: { first_name: 'Camille', email: 'camille.martin@example.fr' } },
    },
    {
      name: "the spec's answer, without refresh, first_name null, extra fields",
      input: {
        access,
        user: { id: 4, first_name: null, email: 'camille.martin@example.fr' },
        created: false,
      },
      expected: { access, user: { first_name: '', email: 'camille.martin@example.fr' } },
    },
  ])('login: reads $name', ({ input, expected }) => {
    expect(v.parse(googleLoginAnswerReader, wire(input))).toEqual(expected);
  });

  it.each([
    { name: 'without user', input: { access } },
    { name: 'without email', input: { access, user: { first_name: 'Camille' } } },
    { name: 'with an empty access', input: { access: '', user: { email: 'a@b.fr' } } },
  ])('login: refuses an answer $name', ({ input }) => {
    expect(v.safeParse(googleLoginAnswerReader, wire(input)).success).toBe(false);
  });

  it('register: reads the answer, with or without refresh', () => {
    const user = { email: 'camille.martin@example.fr' };
    expect(v.parse(googleRegisterAnswerReader, wire({ access, refresh, user }))).toEqual({
      access,
      refresh,
      user,
    });
    expect(v.parse(googleRegisterAnswerReader, wire({ access, user: { ...user, id: 4 } }))).toEqual({
      access,
      user,
    });
    expect(v.safeParse(googleRegisterAnswerReader, wire({ access, user: { email: '' } })).success).toBe(
      false,
    );
  });
});

describe('impersonation answer', () => {
  const user = { first_name: 'Camille', email: 'camille.martin@example.fr' };

  it.each([
    {
      name: 'the canonical answer',
      input: { access, refresh, user: { id: 4, ...user } },
      expected: { access, refresh, user: { id: 4, ...user } },
    },
    {
      name: 'a plain SimpleJWT pair, without user',
      input: { access, refresh },
      expected: { access, refresh },
    },
    { name: 'access alone', input: { access }, expected: { access } },
    {
      name: 'a user whose first_name is null',
      input: { access, refresh, user: { ...user, first_name: null } },
      expected: { access, refresh, user: { ...user, first_name: '' } },
    },
  ])('reads $name', ({ input, expected }) => {
    expect(v.parse(impersonationAnswerReader, wire(input))).toEqual(expected);
  });

  it.each([
    { name: 'without access', input: { refresh, user } },
    { name: 'with an empty access', input: { access: '', refresh } },
    { name: 'with an empty refresh', input: { access, refresh: '' } },
    { name: 'with a user without email', input: { access, refresh, user: { first_name: 'Camille' } } },
  ])('refuses an answer $name', ({ input }) => {
    expect(v.safeParse(impersonationAnswerReader, wire(input)).success).toBe(false);
  });
});

describe('invitations', () => {
  it.each([
    {
      input: { email: 'new@example.fr', role: 'ADMIN' },
      expected: { email: 'new@example.fr', role: 'ADMIN' },
    },
    { input: { email: 'new@example.fr' }, expected: { email: 'new@example.fr' } },
    // An unknown role is not trusted: the registration form falls back to its default.
    { input: { email: 'new@example.fr', role: 'agent' }, expected: { email: 'new@example.fr' } },
  ])('validate: reads $input', ({ input, expected }) => {
    expect(v.parse(invitationReader, wire(input))).toEqual(expected);
  });

  it.each([{}, { email: '' }, { email: null }])('validate: refuses %j', (input) => {
    expect(v.safeParse(invitationReader, wire(input)).success).toBe(false);
  });

  it.each([
    {
      input: {
        email: 'new@example.fr',
        role: 'AGENT',
        invitation_url_for_testing: 'http://localhost/register?token=abc',
      },
      expected: {
        email: 'new@example.fr',
        role: 'AGENT',
        invitation_url_for_testing: 'http://localhost/register?token=abc',
      },
    },
    { input: { id: 3, token: 'abc' }, expected: {} },
    { input: { email: null, role: 'OWNER', invitation_url_for_testing: null }, expected: {} },
  ])('create: reads $input', ({ input, expected }) => {
    expect(v.parse(createdInvitationReader, wire(input))).toEqual(expected);
  });
});
