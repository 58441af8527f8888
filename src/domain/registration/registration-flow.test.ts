import { describe, expect, it } from 'vitest';
import { registrationFlow } from './registration-flow.ts';

describe('the employee registration flow', () => {
  const flow = registrationFlow('employee-benefits');

  it('goes through its steps in the documented order', () => {
    let step = flow.transition('personalInfo', 'identityVerified');
    expect(step).toBe('verification');
    step = flow.transition('verification', 'zipVerified');
    expect(step).toBe('credentials');
    step = flow.transition('credentials', 'credentialsAccepted');
    expect(step).toBe('code');
    step = flow.transition('code', 'codeVerified');
    expect(step).toBe('review');
    expect(flow.transition('review', 'submitted')).toBe('completed');
  });

  it('allows no step to be skipped', () => {
    expect(flow.allows('personalInfo', 'zipVerified')).toBe(false);
    expect(flow.allows('verification', 'credentialsAccepted')).toBe(false);
    expect(flow.allows('credentials', 'codeVerified')).toBe(false);
    expect(flow.allows('code', 'submitted')).toBe(false);
    expect(flow.allows('completed', 'identityVerified')).toBe(false);
    expect(flow.allows('completed', 'submitted')).toBe(false);
  });

  it('goes back to the credentials from the code and review screens only', () => {
    expect(flow.transition('code', 'backToCredentials')).toBe('credentials');
    expect(flow.transition('review', 'backToCredentials')).toBe('credentials');
    expect(flow.transition('verification', 'backToCredentials')).toBeNull();
  });

  it('starts over from any open step when the identity is verified again', () => {
    for (const step of ['verification', 'credentials', 'code', 'review'] as const) {
      expect(flow.transition(step, 'identityVerified')).toBe('verification');
    }
  });
});

describe('the employer registration flow', () => {
  const flow = registrationFlow('employers');

  it('proves the contact by a device on file before the credentials, then the phone', () => {
    const steps = [
      flow.transition('personalInfo', 'identityVerified'),
      flow.transition('verification', 'deviceChosen'),
      flow.transition('contactCode', 'contactVerified'),
      flow.transition('credentials', 'credentialsAccepted'),
      flow.transition('code', 'codeVerified'),
      flow.transition('review', 'submitted'),
    ];
    expect(steps).toEqual([
      'verification',
      'contactCode',
      'credentials',
      'code',
      'review',
      'completed',
    ]);
  });

  it('takes no employee step and skips none of its own', () => {
    expect(flow.allows('verification', 'zipVerified')).toBe(false);
    expect(flow.allows('personalInfo', 'deviceChosen')).toBe(false);
    expect(flow.allows('verification', 'contactVerified')).toBe(false);
    // The contact's code is not the phone's: it cannot end the flow's last check.
    expect(flow.allows('contactCode', 'codeVerified')).toBe(false);
    expect(flow.allows('code', 'contactVerified')).toBe(false);
    expect(flow.allows('contactCode', 'credentialsAccepted')).toBe(false);
    // Back to the credentials only once the contact is proven.
    expect(flow.allows('contactCode', 'backToCredentials')).toBe(false);
    expect(flow.transition('contactCode', 'backToDeviceSelection')).toBe('verification');
    expect(flow.allows('code', 'backToDeviceSelection')).toBe(false);
  });
});

describe.each(['employee-benefits', 'employers'] as const)('the registration of %s', (side) => {
  it('leaves registration without a password-changed event', () => {
    expect(registrationFlow(side).allows('review', 'passwordChanged')).toBe(false);
    expect(registrationFlow(side).allows('credentials', 'passwordChanged')).toBe(false);
  });
});
