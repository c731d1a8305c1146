import { describe, expect, it } from 'vitest';
import { fr } from './fr';
import { fillPlaceholders, t } from './translate';

describe('t', () => {
  it('returns the catalogue text', () => {
    expect(t('errors.login.failed')).toBe('Identifiants incorrects. Veuillez réessayer.');
  });

  it('never holds a blank entry', () => {
    for (const [key, text] of Object.entries(fr)) expect(text.trim(), key).not.toBe('');
  });
});

describe('fillPlaceholders', () => {
  it('fills every named placeholder', () => {
    expect(fillPlaceholders('Invitation envoyée avec succès à {email}.', { email: 'a@b.fr' })).toBe(
      'Invitation envoyée avec succès à a@b.fr.',
    );
  });

  it('keeps an unknown placeholder visible', () => {
    expect(fillPlaceholders('Secteur N°{number}', {})).toBe('Secteur N°{number}');
  });
});
