// Where a confirmed person goes, the resend answers in words, and the question 'Remove' asks.

import { describe, expect, test } from 'vitest';
import { currentText } from '#web/language/use-text.ts';
import {
  codeSentSentence,
  confirmOutcome,
  destinationAfterConfirm,
  removeFactorQuestion,
  type Said,
  sayIn,
} from './second-factor-outcomes.ts';

/** What a page in English shows. */
const english = (said: Said) => sayIn(currentText(), said);
/** The words of a refusal or a lock, as the page shows them. */
const shown = (outcome: ReturnType<typeof confirmOutcome>) =>
  outcome.kind === 'confirmed'
    ? outcome
    : { kind: outcome.kind, message: english(outcome.sentence) };

const side = 'employers' as const;
const home = '/auth/employers/account';

describe('destinationAfterConfirm', () => {
  test('back to the page the person was on, when it is a route of this app', () => {
    expect(destinationAfterConfirm(side, home, '/employers/billing')).toEqual({
      kind: 'route',
      route: '/employers/billing',
    });
    expect(destinationAfterConfirm(side, home, '/auth/employers/claims?status=open')).toEqual({
      kind: 'route',
      route: '/employers/claims?status=open',
    });
  });

  test('a path out of the app, or to the step or the login, is not followed', () => {
    for (const from of [
      '//evil.example/x',
      'https://evil.example',
      '/employers/../../x',
      '/employers/confirm',
      '/employers/login',
    ]) {
      expect(destinationAfterConfirm(side, home, from)).toEqual({
        kind: 'route',
        route: '/employers/account',
      });
    }
  });

  test('a factor owed comes before the page the person was on', () => {
    expect(destinationAfterConfirm(side, '/auth/employers/security', '/employers/billing')).toEqual(
      { kind: 'route', route: '/employers/security' },
    );
  });

  test('a home address outside the app is a full page load', () => {
    expect(destinationAfterConfirm(side, '/home', null)).toEqual({ kind: 'address', url: '/home' });
    expect(destinationAfterConfirm(side, '//evil.example', null)).toEqual({
      kind: 'route',
      route: '/employers/account',
    });
  });
});

describe('confirmOutcome', () => {
  const context = { side, from: null, phone: '1-800-555-2273' };

  test('refused reads the same for every reason; a passkey has its own words', () => {
    expect(shown(confirmOutcome({ outcome: 'refused' }, context))).toEqual({
      kind: 'refused',
      message: 'That code did not work. Please check it and try again.',
    });
    expect(
      shown(confirmOutcome({ outcome: 'refused' }, { ...context, passkey: true })),
    ).toMatchObject({
      kind: 'refused',
      message: expect.stringContaining('passkey'),
    });
  });

  test('locked names the support phone; confirmed goes where the person was going', () => {
    expect(shown(confirmOutcome({ outcome: 'locked' }, context))).toMatchObject({
      kind: 'locked',
      message: expect.stringContaining('1-800-555-2273'),
    });
    expect(
      confirmOutcome({ outcome: 'confirmed' }, { ...context, from: '/employers/claims' }),
    ).toEqual({
      kind: 'confirmed',
      destination: { kind: 'route', route: '/employers/claims' },
    });
  });
});

test('the resend answers in words', () => {
  expect(english(codeSentSentence('sent', '(***) ***-1234'))).toBe(
    'We sent a code to (***) ***-1234. It is good for 15 minutes.',
  );
  expect(english(codeSentSentence('limit-reached', 'x'))).toContain('the most codes we can send');
});

test("'Remove' asks first, and says when it leaves the code each login sends", () => {
  const laptop = {
    id: 'f1',
    kind: 'passkey' as const,
    name: 'Work laptop',
    createdAt: '2026-11-02T10:00:00.000Z',
    lastUsedAt: null,
  };
  expect(english(removeFactorQuestion(laptop, 1))).toBe(
    "Remove Work laptop? You will no longer be able to confirm it's you with it.",
  );
  expect(english(removeFactorQuestion(laptop, 0))).toBe(
    "Remove Work laptop? You will no longer be able to confirm it's you with it. With none left, we will send you a code each time you log in.",
  );
});
