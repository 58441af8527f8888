import { describe, expect, it } from 'vitest';
import {
  claimantProven,
  publicClaimFiled,
  publicClaimFlow,
  receiptAddressGiven,
} from './public-claim-flow.ts';

const john = { id: 'member-1', firstName: 'John', lastName: 'Roe' };

describe('a disability claim without registering', () => {
  it('goes identity, e-mail, wizard, filed', () => {
    expect(claimantProven({ step: 'personalInfo' }, john)).toMatchObject({
      step: 'credentials',
      memberId: 'member-1',
      ssnLength: 4,
      email: null,
    });
    expect(receiptAddressGiven({ step: 'credentials' }, 'j@example.com')).toEqual({
      step: 'review',
      email: 'j@example.com',
    });
    expect(receiptAddressGiven({ step: 'review' }, 'k@example.com')).toEqual({
      step: 'review',
      email: 'k@example.com',
    });
    expect(publicClaimFiled({ step: 'review' })).toEqual({ step: 'completed' });
  });

  it('takes no step out of order, and nothing after the claim is filed', () => {
    expect(receiptAddressGiven({ step: 'personalInfo' }, 'j@example.com')).toBeNull();
    expect(publicClaimFiled({ step: 'credentials' })).toBeNull();
    expect(publicClaimFiled({ step: 'completed' })).toBeNull();
    // Another claim starts with the identity check again.
    expect(claimantProven({ step: 'completed' }, john)).toMatchObject({ step: 'credentials' });
    expect(publicClaimFlow.allows('completed', 'emailGiven')).toBe(false);
  });
});
