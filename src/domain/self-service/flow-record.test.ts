import { describe, expect, it } from 'vitest';
import {
  accountHolderFound,
  codeSent,
  codeWithdrawn,
  contactAsTyped,
  fullSsnAsked,
  lastFourSsnAsked,
  startedOver,
} from './flow-record.ts';

const now = new Date('2026-03-01T12:00:00Z');

describe('the flow record', () => {
  it('forgets credentials, contact and code when it starts over, and keeps who was proven', () => {
    expect(startedOver).toMatchObject({
      accountId: null,
      userName: null,
      passwordHash: null,
      email: null,
      phone: null,
      codeHash: null,
      codeVerifiedAt: null,
      codeAttempts: 0,
    });
    for (const kept of ['memberId', 'contactId', 'ssoPartnerId', 'codeSends', 'step']) {
      expect(startedOver).not.toHaveProperty(kept);
    }
  });

  it('asks for all nine SSN digits, then for the last four again', () => {
    expect(fullSsnAsked).toEqual({ ssnLength: 9 });
    expect(lastFourSsnAsked).toEqual({ ssnLength: 4 });
  });

  it('keeps only the hash of a code sent, live for fifteen minutes, and counts the send', () => {
    expect(codeSent({ codeSends: 2 }, { channel: 'PHONE', hash: 'h' }, now)).toEqual({
      codeHash: 'h',
      codeChannel: 'PHONE',
      codeExpiresAt: new Date('2026-03-01T12:15:00Z'),
      codeAttempts: 0,
      codeSends: 3,
      codeSentAt: now,
    });
  });

  it('starts over with the account a person proved they hold', () => {
    const account = { id: 'account-1', userName: 'rrecall', firstName: 'Rita' };
    expect(accountHolderFound(account, 'member-1')).toEqual({
      ...startedOver,
      ssnLength: 4,
      memberId: 'member-1',
      accountId: 'account-1',
      userName: 'rrecall',
      firstName: 'Rita',
    });
    expect(accountHolderFound(account, null)).toMatchObject({ memberId: null });
  });

  it('withdraws a code guessed too often', () => {
    expect(codeWithdrawn).toEqual({ codeHash: null });
  });

  it('shows the e-mail typed in full on reload, and nothing when there is none', () => {
    expect(contactAsTyped({ email: 'jane.doe@example.com' })).toEqual({
      emailAddress: 'jane.doe@example.com',
    });
    expect(contactAsTyped({ email: null })).toEqual({});
  });
});
