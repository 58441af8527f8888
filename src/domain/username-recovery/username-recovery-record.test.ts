import { describe, expect, it } from 'vitest';
import { startedOver } from '#domain/self-service/flow-record';
import { userNameFound } from './username-recovery-record.ts';

const account = { id: 'account-1', userName: 'rrecall', firstName: 'Rita' };

describe('a username recovery record', () => {
  it('keeps the account found and its user name, again after Back', () => {
    for (const step of ['personalInfo', 'completed'] as const) {
      expect(userNameFound({ step }, account, 'member-1')).toEqual({
        ...startedOver,
        step: 'completed',
        ssnLength: 4,
        memberId: 'member-1',
        accountId: 'account-1',
        userName: 'rrecall',
        firstName: 'Rita',
      });
    }
  });

  it('takes no other step', () => {
    expect(userNameFound({ step: 'code' }, account, 'member-1')).toBeNull();
  });
});
