import { describe, expect, it } from 'vitest';
import { registrationErrorText } from './registerErrors';

describe('registrationErrorText', () => {
  it('joins each field error with its French label', () => {
    expect(
      registrationErrorText({
        email: ['Un compte existe déjà avec cet email.'],
        agency: ['Ville inconnue.'],
      }),
    ).toBe('Email : Un compte existe déjà avec cet email.\nVille : Ville inconnue.');
  });

  it('shows non_field_errors and detail bare', () => {
    expect(
      registrationErrorText({ non_field_errors: ['Inscription fermée.'], detail: 'Trop de tentatives.' }),
    ).toBe('Inscription fermée.\nTrop de tentatives.');
  });

  it('falls back when the answer says nothing usable', () => {
    expect(registrationErrorText(undefined)).toBe("Erreur lors de l'inscription.");
    expect(registrationErrorText({ email: [] })).toBe("Erreur lors de l'inscription.");
    expect(registrationErrorText('<html>')).toBe("Erreur lors de l'inscription.");
  });

  it('says the connection failed when no answer came back', () => {
    expect(registrationErrorText(undefined, { noResponse: true })).toBe(
      'Erreur de connexion. Veuillez réessayer.',
    );
  });
});
