import { describe, expect, it } from 'vitest';
import { defineMessages } from '#domain/shared/define-messages';
import { sharedText } from '#domain/shared/messages';
import { say } from './say.ts';

describe('what the server says', () => {
  it('says a shared sentence in each language', () => {
    expect(say('en', sharedText.genericError)).toBe(
      'It looks like something went wrong on our end. Please try again.',
    );
    expect(say('es', sharedText.genericError)).toBe(
      'Parece que algo salió mal de nuestra parte. Inténtelo de nuevo.',
    );
  });

  it('fills in the values', () => {
    expect(say('es', sharedText.defaultAlertBody, { phone: '1-800-555-2273' })).toMatch(
      /^Llame al 1-800-555-2273 para recibir ayuda\./,
    );
  });

  it('falls back to the English of the code for a message no catalog has', () => {
    const unknown = defineMessages({
      missing: { id: 'shell.notInAnyCatalog', defaultMessage: 'Only in the code.' },
    });
    expect(say('en', unknown.missing)).toBe('Only in the code.');
  });
});
