import { describe, expect, it } from 'vitest';
import type { RegistrationValues } from './types';
import { isValidEmail, liveEmailError, livePasswordError, validateRegistration } from './validation';

const valid: RegistrationValues = {
  first_name: 'Camille',
  last_name: 'Martin',
  email: 'camille.martin@agence-ouest.fr',
  password: 'prospect2026',
  password2: 'prospect2026',
  agency: 'Nantes',
};

describe('isValidEmail', () => {
  it.each(['a@b.fr', 'jean-paul_dupont.2@mail.agence.com'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    'camille',
    'camille@',
    'camille@agence',
    'camille@agence.f',
    'ca mille@agence.fr',
    'a+b@agence.fr',
  ])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('live checks', () => {
  it('say nothing about an empty field', () => {
    expect(liveEmailError('')).toBeUndefined();
    expect(livePasswordError('')).toBeUndefined();
  });

  it('flag a malformed email and a short password while typing', () => {
    expect(liveEmailError('camille@agence')).toBe("Format d'email invalide");
    expect(livePasswordError('1234567')).toBe('Le mot de passe doit contenir au moins 8 caractères');
    expect(livePasswordError('12345678')).toBeUndefined();
  });
});

describe('validateRegistration', () => {
  it('passes a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('requires every field', () => {
    const empty = { first_name: ' ', last_name: '', email: '', password: '', password2: '', agency: '' };
    expect(Object.keys(validateRegistration(empty)).sort()).toEqual(
      ['agency', 'email', 'first_name', 'last_name', 'password', 'password2'].sort(),
    );
  });

  it('reports the mismatch beside the other password checks', () => {
    expect(validateRegistration({ ...valid, password2: 'prospect2027' })).toEqual({
      password2: 'Les mots de passe ne correspondent pas',
    });
    expect(validateRegistration({ ...valid, password: 'court', password2: 'autre' })).toEqual({
      password: 'Le mot de passe doit contenir au moins 8 caractères',
      password2: 'Les mots de passe ne correspondent pas',
    });
  });

  it('accepts only a city of the list', () => {
    expect(validateRegistration({ ...valid, agency: 'Paris' })).toEqual({
      agency: 'Veuillez sélectionner votre ville.',
    });
  });
});
