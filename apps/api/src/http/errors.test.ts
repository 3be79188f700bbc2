import { describe, expect, it } from 'vitest';
import { attribute, message } from '../i18n/messages';
import { DomainError, HttpError, ValidationError } from './errors';

describe('errors carry messages translated where the answer is written', () => {
  it('translates an HttpError in the locale asked, with its parameters', () => {
    const error = new HttpError(413, message('http.payload_too_large', { max: '1 MiB' }));
    expect(error.localized('en')).toContain('1 MiB');
    expect(error.localized('fr')).toContain('1 MiB');
    expect(error.localized('fr')).not.toBe(error.localized('en'));
  });

  it('names a field in the reader’s language', () => {
    const error = new ValidationError({
      email: [message('validation.required', { attribute: attribute('email') })],
    });
    expect(error.localized('fr').email?.[0]).toBe('Le champ adresse courriel est obligatoire.');
    expect(error.localized('en').email?.[0]).toMatch(/^The email( address)? field is required\.$/);
  });

  it('keeps a text written already as it is, and says the key in logs', () => {
    expect(new DomainError(403, 'ALREADY_SENT_FLOWER_TODAY', 'Déjà.').localized('en')).toBe(
      'Déjà.',
    );
    expect(new HttpError(404, message('http.not_found')).message).toBe('http.not_found');
  });
});
