import { describe, expect, it } from 'vitest';
import {
  conflict,
  foundOr,
  isRefused,
  notAllowed,
  notFound,
  type Outcome,
  refused,
  success,
  unavailable,
} from './outcome.ts';

describe('the outcome of a call', () => {
  it('carries the answer of a success', () => {
    expect(success({ claimNumber: 'C-1' })).toEqual({
      kind: 'success',
      answer: { claimNumber: 'C-1' },
    });
  });

  it('names the refused field when there is one, and leaves it out when there is none', () => {
    expect(refused('hours', 'Enter the hours.')).toEqual({
      kind: 'refused',
      field: 'hours',
      message: 'Enter the hours.',
    });
    expect(refused(undefined, 'Choose a file.')).toStrictEqual({
      kind: 'refused',
      message: 'Choose a file.',
    });
  });

  it("keeps a call's own sentence for not found, and none otherwise", () => {
    expect(notFound()).toStrictEqual({ kind: 'not-found' });
    expect(notFound('There is no such claim.')).toEqual({
      kind: 'not-found',
      message: 'There is no such claim.',
    });
  });

  it('names a conflict only when the browser tells it apart', () => {
    expect(conflict('Already withdrawn.')).toStrictEqual({
      kind: 'conflict',
      message: 'Already withdrawn.',
    });
    expect(conflict('Use your passkey.', 'NOT_OFFERED')).toEqual({
      kind: 'conflict',
      code: 'NOT_OFFERED',
      message: 'Use your passkey.',
    });
  });

  it('says what is not allowed, and when an unreachable service may be asked again', () => {
    expect(notAllowed('Not yours.')).toEqual({ kind: 'not-allowed', message: 'Not yours.' });
    const unreachable = { service: 'payment provider', reason: 'timeout', retryAfterSeconds: 60 };
    expect(unavailable('Try again later.', unreachable)).toEqual({
      kind: 'unavailable',
      message: 'Try again later.',
      service: 'payment provider',
      reason: 'timeout',
      retryAfterSeconds: 60,
    });
  });

  it('turns an answer that may be missing into a success or not found', () => {
    const found: Outcome<number> = foundOr(3);
    expect(found).toEqual(success(3));
    expect(foundOr<number>(undefined)).toEqual(notFound());
  });

  it('tells a refusal from an answer', () => {
    expect(isRefused(refused('ssn', 'Enter 9 digits.'))).toBe(true);
    expect(isRefused({ status: { code: 'SUCCESS', name: 'Done' } })).toBe(false);
    expect(isRefused(notFound())).toBe(false);
  });
});
