import { describe, expect, it } from 'vitest';
import { type Candidate, decideProofing } from './identity-proofing.ts';

const jane: Candidate = {
  id: 'jane',
  clientId: '100000001',
  firstNameKey: 'jane',
  lastNameKey: 'doe',
  ssnMatches: true,
};
const entry = { firstNameKey: 'jane', lastNameKey: 'doe', ssnLength: 4 as const };

describe('decideProofing', () => {
  it('matches the one person with the same names and SSN', () => {
    expect(decideProofing([jane], entry)).toEqual({ outcome: 'matched', personId: 'jane' });
  });

  it('finds no match when the SSN or a name differs, counting the near matches', () => {
    expect(decideProofing([{ ...jane, ssnMatches: false }], entry)).toEqual({
      outcome: 'noMatch',
      failedAgainst: ['jane'],
    });
    expect(decideProofing([jane], { ...entry, firstNameKey: 'janet' })).toEqual({
      outcome: 'noMatch',
      failedAgainst: ['jane'],
    });
    expect(decideProofing([], entry)).toEqual({ outcome: 'noMatch', failedAgainst: [] });
  });

  it('asks for all nine digits when people of two employers fit the last four', () => {
    const other = { ...jane, id: 'jane-2', clientId: '100000002' };
    expect(decideProofing([jane, other], entry)).toEqual({ outcome: 'multipleClients' });
    expect(decideProofing([jane], { ...entry, ssnLength: 9 })).toEqual({
      outcome: 'matched',
      personId: 'jane',
    });
  });
});
