import { describe, expect, it } from 'vitest';
import { readServerErrorBody, type ServerErrorBody } from './errors';

const body = (parts: Partial<ServerErrorBody>): ServerErrorBody => ({ fields: {}, ...parts });

describe('readServerErrorBody', () => {
  it.each([
    {
      name: "DRF's detail",
      input: { detail: "Vous n'avez pas la permission d'effectuer cette action." },
      expected: body({ detail: "Vous n'avez pas la permission d'effectuer cette action." }),
    },
    {
      name: 'DRF 4xx detail with its code',
      input: { detail: 'Pas trouvé.', code: 'not_found' },
      expected: body({ detail: 'Pas trouvé.', code: 'not_found' }),
    },
    {
      name: "SimpleJWT's token_not_valid",
      input: {
        detail: 'Given token not valid for any token type',
        code: 'token_not_valid',
        messages: [
          { token_class: 'AccessToken', token_type: 'access', message: 'Token is invalid or expired' },
        ],
      },
      expected: body({ detail: 'Given token not valid for any token type', code: 'token_not_valid' }),
    },
    {
      name: 'SimpleJWT on bad credentials',
      input: { detail: 'No active account found with the given credentials' },
      expected: body({ detail: 'No active account found with the given credentials' }),
    },
    {
      name: 'a field error',
      input: { email: ['Un utilisateur avec cet email existe déjà.'] },
      expected: body({ fields: { email: ['Un utilisateur avec cet email existe déjà.'] } }),
    },
    {
      name: 'several messages on several fields',
      input: { password: ['Trop court.', 'Trop courant.'], password2: 'Les mots de passe diffèrent.' },
      expected: body({
        fields: { password: ['Trop court.', 'Trop courant.'], password2: ['Les mots de passe diffèrent.'] },
      }),
    },
    {
      name: 'a nested serializer',
      input: { profile: { role: ['« OWNER » n’est pas un choix valide.'] } },
      expected: body({ fields: { 'profile.role': ['« OWNER » n’est pas un choix valide.'] } }),
    },
    {
      name: 'a list of nested serializers',
      input: { streets: [{}, { name: ['Ce champ ne peut être vide.'] }] },
      expected: body({ fields: { 'streets.1.name': ['Ce champ ne peut être vide.'] } }),
    },
    {
      name: 'non_field_errors',
      input: { non_field_errors: ['Les deux mots de passe ne correspondent pas.'] },
      expected: body({ non_field_errors: ['Les deux mots de passe ne correspondent pas.'] }),
    },
    {
      name: 'non_field_errors beside a field error',
      input: { non_field_errors: ['Invitation expirée.'], email: ['Saisissez une adresse email valide.'] },
      expected: body({
        non_field_errors: ['Invitation expirée.'],
        fields: { email: ['Saisissez une adresse email valide.'] },
      }),
    },
    {
      name: 'a bare list (ValidationError outside a serializer)',
      input: ['Le nombre de rues doit être positif.'],
      expected: body({ non_field_errors: ['Le nombre de rues doit être positif.'] }),
    },
    {
      name: "the contract's error with text details",
      input: { error: 'Échec de la génération', details: 'Aucune rue trouvée dans la zone' },
      expected: body({ error: 'Échec de la génération', details: 'Aucune rue trouvée dans la zone' }),
    },
    {
      name: 'error with details as an object of lists',
      input: {
        error: 'Données invalides',
        details: { name: ['Ce champ est obligatoire.'], location: ['Point invalide.'] },
      },
      expected: body({ error: 'Données invalides', details: 'Ce champ est obligatoire. Point invalide.' }),
    },
    {
      name: 'error with details as a list',
      input: { error: 'Données invalides', details: ['Premier problème.', 'Second problème.'] },
      expected: body({ error: 'Données invalides', details: 'Premier problème. Second problème.' }),
    },
    {
      name: 'error without details',
      input: { error: 'Zone introuvable' },
      expected: body({ error: 'Zone introuvable' }),
    },
    {
      name: '{message} objects as some handlers send',
      input: { email: [{ message: 'Adresse déjà utilisée.', code: 'unique' }] },
      expected: body({ fields: { email: ['Adresse déjà utilisée.'] } }),
    },
    {
      name: 'blank messages, which say nothing',
      input: { detail: '   ', error: '', email: [''] },
      expected: body({}),
    },
  ])('reads $name', ({ input, expected }) => {
    expect(readServerErrorBody(input)).toEqual(expected);
  });

  it.each([
    {
      name: 'an HTML error page',
      input: '<!DOCTYPE html><html><body><h1>Server Error (500)</h1></body></html>',
    },
    { name: 'plain text', input: 'Bad Gateway' },
    { name: 'an empty text', input: '' },
    { name: 'null', input: null },
    { name: 'undefined', input: undefined },
    { name: 'a number', input: 502 },
    { name: 'a boolean', input: false },
    { name: 'an empty object', input: {} },
    { name: 'an empty list', input: [] },
    { name: 'a list of numbers', input: [1, 2] },
  ])('reads $name as an empty body, without throwing', ({ input }) => {
    expect(readServerErrorBody(input)).toEqual(body({}));
  });

  it('stops at a sane depth on deeply nested bodies', () => {
    let deep: unknown = { name: ['Trop profond.'] };
    for (let level = 0; level < 50; level += 1) deep = { child: deep };
    expect(() => readServerErrorBody(deep)).not.toThrow();
    expect(readServerErrorBody(deep).fields).toEqual({});
  });

  it('ignores a code that is not text', () => {
    expect(readServerErrorBody({ detail: 'Erreur.', code: 42 })).toEqual(body({ detail: 'Erreur.' }));
  });
});
