import { describe, expect, it } from 'vitest';
import {
  canWithdraw,
  claimStatusEvents,
  claimStatusEventTexts,
  claimSubmittedText,
  nextStatus,
} from './claim-status.ts';
import { type ClaimStatus, claimStatuses, isOpen } from '#domain/shared/claim-terms';

// Written from docs/product/claims.md and claims.mermaid, not from the code: one row per status,
// one column per event, in this order. '-' is an event the status refuses.
const columns = [
  'start-review',
  'request-information',
  'information-received',
  'approve',
  'deny',
  'close',
  'withdraw',
  'appeal',
] as const;
type Cell = ClaimStatus | '-';
// The table reads best aligned, one status a line.
// prettier-ignore
const expected: Record<ClaimStatus, Cell[]> = {
  //                    start-review request-information   information-received approve     deny      close     withdraw     appeal
  submitted:            ['in-review', 'information-needed', '-',                 'approved', 'denied', '-',      'withdrawn', '-'],
  'in-review':          ['-',         'information-needed', '-',                 'approved', 'denied', '-',      'withdrawn', '-'],
  'information-needed': ['-',         'information-needed', 'in-review',         'approved', 'denied', 'closed', '-',         '-'],
  approved:             ['-',         'information-needed', '-',                 '-',        '-',      'closed', '-',         '-'],
  denied:               ['-',         '-',                  '-',                 '-',        '-',      'closed', '-',         'appeal-in-review'],
  'appeal-in-review':   ['-',         '-',                  '-',                 'approved', 'denied', '-',      '-',         '-'],
  closed:               ['-',         '-',                  '-',                 '-',        '-',      '-',      '-',         '-'],
  withdrawn:            ['-',         '-',                  '-',                 '-',        '-',      '-',      '-',         '-'],
};

const pairs = claimStatuses.flatMap((status) =>
  columns.map((event, column) => {
    const cell = expected[status][column];
    return { status, event, to: cell === '-' || cell === undefined ? null : cell };
  }),
);

describe('the table itself', () => {
  it('covers every status and every event', () => {
    expect(Object.keys(expected).sort()).toEqual([...claimStatuses].sort());
    expect([...claimStatusEvents].sort()).toEqual([...columns].sort());
    for (const row of Object.values(expected)) expect(row).toHaveLength(columns.length);
    expect(pairs).toHaveLength(64);
  });
});

describe('the next status', () => {
  it.each(pairs)('$status + $event -> $to', ({ status, event, to }) => {
    expect(nextStatus(status, event)).toBe(to);
  });
});

describe('the final statuses', () => {
  it('closed and withdrawn take no event at all', () => {
    for (const status of ['closed', 'withdrawn'] as const) {
      expect(columns.map((event) => nextStatus(status, event))).toEqual(columns.map(() => null));
    }
  });
});

describe('withdrawing', () => {
  it("is the employee's while 'Submitted' or 'In review' only", () => {
    expect(claimStatuses.filter(canWithdraw)).toEqual(['submitted', 'in-review']);
  });
});

describe('an open claim', () => {
  it('is one not yet decided, or approved', () => {
    expect(claimStatuses.filter(isOpen)).toEqual([
      'submitted',
      'in-review',
      'information-needed',
      'approved',
    ]);
  });
});

describe('the timeline', () => {
  it('says each event in plain words', () => {
    expect(claimStatusEventTexts).toEqual({
      'start-review': 'We started reviewing your request',
      'request-information': 'We asked for more information',
      'information-received': 'We received the information we asked for',
      approve: 'Approved',
      deny: 'Denied',
      close: 'Closed',
      withdraw: 'You withdrew this request',
      appeal: 'You appealed the decision',
    });
    expect(claimSubmittedText).toBe('We received your request');
  });

  it('names no medical detail, since the same words go into e-mail', () => {
    const words =
      /medical|certif|diagnos|condition|illness|injury|pregnan|surgery|provider|doctor/i;
    for (const text of [...Object.values(claimStatusEventTexts), claimSubmittedText]) {
      expect(text).not.toMatch(words);
    }
  });
});
