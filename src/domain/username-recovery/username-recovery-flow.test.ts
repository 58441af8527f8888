import { describe, expect, it } from 'vitest';
import { userNameRecoveryFlow } from './username-recovery-flow.ts';

describe('username recovery', () => {
  const flow = userNameRecoveryFlow;

  it('shows the user name as soon as the identity is verified, and may look it up again', () => {
    expect(flow.transition('personalInfo', 'identityVerified')).toBe('completed');
    expect(flow.transition('completed', 'identityVerified')).toBe('completed');
  });

  it('takes no registration step', () => {
    for (const event of [
      'zipVerified',
      'credentialsAccepted',
      'codeVerified',
      'submitted',
    ] as const) {
      expect(flow.allows('personalInfo', event)).toBe(false);
      expect(flow.allows('completed', event)).toBe(false);
    }
    expect(flow.allows('completed', 'passwordChanged')).toBe(false);
  });
});
