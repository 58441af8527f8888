// Identity proofing against the census (docs/product/self-service.md): names compare case- and
// accent-insensitively after trimming, date of birth exactly, SSN by keyed hash. The
// database finds the candidates (same date of birth, and the SSN or both names); this
// decides what they mean.

import type { SsnLength } from '#domain/shared/field-rules';

export interface Candidate {
  id: string;
  clientId: string;
  firstNameKey: string;
  lastNameKey: string;
  ssnMatches: boolean;
}

export interface ProofingEntry {
  firstNameKey: string;
  lastNameKey: string;
  ssnLength: SsnLength;
}

export type ProofingDecision =
  | { outcome: 'matched'; personId: string }
  /** The last 4 digits fit people of more than one employer: ask for all 9. */
  | { outcome: 'multipleClients' }
  /** No one fits. `failedAgainst`: the near matches this guess counts against. */
  | { outcome: 'noMatch'; failedAgainst: string[] };

export function decideProofing(candidates: Candidate[], entry: ProofingEntry): ProofingDecision {
  const full = candidates.filter(
    (candidate) =>
      candidate.ssnMatches &&
      candidate.firstNameKey === entry.firstNameKey &&
      candidate.lastNameKey === entry.lastNameKey,
  );
  const [first] = full;
  if (!first)
    return { outcome: 'noMatch', failedAgainst: candidates.map((candidate) => candidate.id) };
  const clients = new Set(full.map((candidate) => candidate.clientId));
  // Nine digits name one person; should one person be on two employers' censuses, either row is them.
  if (clients.size > 1 && entry.ssnLength === 4) return { outcome: 'multipleClients' };
  return { outcome: 'matched', personId: first.id };
}
