import { describe, expect, it } from 'vitest';
import {
  ageOn,
  accountOnFileProblems,
  credentialProblems,
  newPasswordProblems,
  personalInfoProblems,
} from './registration-api.ts';
import {
  allows,
  codeEventOf,
  isPasswordReset,
  passwordResetModule,
  sideOfModule,
  transition,
  validationOptionOf,
} from './registration-flow.ts';

describe('the employee registration flow', () => {
  const module = 'employee-benefits';

  it('goes through its steps in SPEC.md order', () => {
    let step = transition(module, 'personalInfo', 'identityVerified');
    expect(step).toBe('verification');
    step = transition(module, 'verification', 'zipVerified');
    expect(step).toBe('credentials');
    step = transition(module, 'credentials', 'credentialsAccepted');
    expect(step).toBe('code');
    step = transition(module, 'code', 'codeVerified');
    expect(step).toBe('review');
    expect(transition(module, 'review', 'submitted')).toBe('completed');
  });

  it('allows no step to be skipped', () => {
    expect(allows(module, 'personalInfo', 'zipVerified')).toBe(false);
    expect(allows(module, 'verification', 'credentialsAccepted')).toBe(false);
    expect(allows(module, 'credentials', 'codeVerified')).toBe(false);
    expect(allows(module, 'code', 'submitted')).toBe(false);
    expect(allows(module, 'completed', 'identityVerified')).toBe(false);
    expect(allows(module, 'completed', 'submitted')).toBe(false);
  });

  it('goes back to the credentials from the code and review screens only', () => {
    expect(transition(module, 'code', 'backToCredentials')).toBe('credentials');
    expect(transition(module, 'review', 'backToCredentials')).toBe('credentials');
    expect(transition(module, 'verification', 'backToCredentials')).toBeNull();
  });

  it('starts over from any open step when the identity is verified again', () => {
    for (const step of ['verification', 'credentials', 'code', 'review'] as const) {
      expect(transition(module, step, 'identityVerified')).toBe('verification');
    }
  });
});

describe('the employer registration flow', () => {
  const module = 'employers';

  it('proves the contact by a device on file before the credentials, then the phone', () => {
    const steps = [
      transition(module, 'personalInfo', 'identityVerified'),
      transition(module, 'verification', 'deviceChosen'),
      transition(module, 'contactCode', 'contactVerified'),
      transition(module, 'credentials', 'credentialsAccepted'),
      transition(module, 'code', 'codeVerified'),
      transition(module, 'review', 'submitted'),
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
    expect(allows(module, 'verification', 'zipVerified')).toBe(false);
    expect(allows(module, 'personalInfo', 'deviceChosen')).toBe(false);
    expect(allows(module, 'verification', 'contactVerified')).toBe(false);
    // The contact's code is not the phone's: it cannot end the flow's last check.
    expect(allows(module, 'contactCode', 'codeVerified')).toBe(false);
    expect(allows(module, 'code', 'contactVerified')).toBe(false);
    expect(allows(module, 'contactCode', 'credentialsAccepted')).toBe(false);
    // Back to the credentials only once the contact is proven.
    expect(allows(module, 'contactCode', 'backToCredentials')).toBe(false);
    expect(transition(module, 'contactCode', 'backToDeviceSelection')).toBe('verification');
    expect(allows(module, 'code', 'backToDeviceSelection')).toBe(false);
  });

  it('names the event and the validation option of each code', () => {
    expect(codeEventOf('contactCode')).toBe('contactVerified');
    expect(codeEventOf('code')).toBe('codeVerified');
    expect(validationOptionOf(module, 'contactVerified')).toBe('EMAIL');
    expect(validationOptionOf(module, 'codeVerified')).toBe('PHONE');
    expect(validationOptionOf('employee-benefits', 'codeVerified')).toBe('EMAIL');
  });
});

describe('username recovery', () => {
  const module = 'userNameRecovery';

  it('shows the user name as soon as the identity is verified, and may look it up again', () => {
    expect(transition(module, 'personalInfo', 'identityVerified')).toBe('completed');
    expect(transition(module, 'completed', 'identityVerified')).toBe('completed');
  });

  it('takes no registration step', () => {
    for (const event of [
      'zipVerified',
      'credentialsAccepted',
      'codeVerified',
      'submitted',
    ] as const) {
      expect(allows(module, 'personalInfo', event)).toBe(false);
      expect(allows(module, 'completed', event)).toBe(false);
    }
    expect(allows(module, 'completed', 'passwordChanged')).toBe(false);
  });

  it('belongs to the employee side', () => {
    expect(sideOfModule(module)).toBe('employee-benefits');
  });
});

describe.each(['employee-benefits', 'employers'] as const)('password reset of %s', (side) => {
  const module = passwordResetModule(side);

  it('is a module of its own on its side', () => {
    expect(module).toBe(`${side}/password-reset`);
    expect(isPasswordReset(module)).toBe(true);
    expect(isPasswordReset(side)).toBe(false);
    expect(sideOfModule(module)).toBe(side);
  });

  it('verifies the person, proves the code, then sets the password', () => {
    expect(transition(module, 'personalInfo', 'identityVerified')).toBe('code');
    expect(transition(module, 'code', 'codeVerified')).toBe('credentials');
    expect(validationOptionOf(module, codeEventOf('code'))).toBe('EMAIL');
    expect(transition(module, 'credentials', 'passwordChanged')).toBe('completed');
  });

  it('sets no password without a proven code, and none twice', () => {
    expect(allows(module, 'personalInfo', 'passwordChanged')).toBe(false);
    expect(allows(module, 'code', 'passwordChanged')).toBe(false);
    expect(allows(module, 'completed', 'passwordChanged')).toBe(false);
    expect(allows(module, 'completed', 'codeVerified')).toBe(false);
    expect(allows(module, 'personalInfo', 'codeVerified')).toBe(false);
  });

  it('takes no registration step', () => {
    for (const event of [
      'zipVerified',
      'deviceChosen',
      'credentialsAccepted',
      'submitted',
    ] as const) {
      expect(allows(module, 'credentials', event)).toBe(false);
    }
    expect(allows(module, 'code', 'backToCredentials')).toBe(false);
  });

  it('starts over with a new code from any step, a finished reset too', () => {
    for (const step of ['personalInfo', 'code', 'credentials', 'completed'] as const) {
      expect(transition(module, step, 'identityVerified')).toBe('code');
    }
  });

  it('leaves registration without a password-changed event', () => {
    expect(allows(side, 'review', 'passwordChanged')).toBe(false);
    expect(allows(side, 'credentials', 'passwordChanged')).toBe(false);
  });
});

describe('field checks shared by browser and server', () => {
  const today = new Date(2026, 10, 22);

  it('names each bad personal-information field with its SPEC.md message', () => {
    expect(
      personalInfoProblems(
        { firstName: 'Jane', lastName: 'D0e', dateOfBirth: '02/30/1980', ssn: '12' },
        { ssnLength: 4, requireClientId: false, today },
      ),
    ).toEqual({
      lastName: 'Please enter a valid last name.',
      dateOfBirth: 'Please enter the date of birth as MM/DD/YYYY (e.g. 05/01/1952).',
      ssn: 'Please enter the last 4 digits of Social Security Number or TIN.',
    });
  });

  it('asks for the full SSN in multiple-client mode', () => {
    expect(
      personalInfoProblems(
        { firstName: 'Maria', lastName: 'Garcia', dateOfBirth: '07/04/1990', ssn: '4321' },
        { ssnLength: 9, requireClientId: false, today },
      ),
    ).toEqual({ ssn: 'Please enter full Social Security Number or TIN.' });
  });

  it('checks the credentials of the chosen contact channel', () => {
    const request = { username: 'jane', password: 'short', transactionId: 'x' };
    expect(credentialProblems({ ...request, emailAddress: 'jane@' }, 'email')).toEqual({
      userName: 'Please enter a valid user name.',
      password: 'Please enter a valid password.',
      emailAddress: 'Please enter a valid email address.',
    });
  });

  it('checks a new password by the reset-only length rule and the shared rules', () => {
    const request = (password: string) => ({ password, transactionId: 'x' });
    const invalid = { password: 'Please enter a valid password.' };
    expect(newPasswordProblems(request('Sh0rt#'))).toEqual(invalid);
    expect(newPasswordProblems(request('Much#Too#Long#Password#1234'))).toEqual(invalid);
    expect(newPasswordProblems(request('alllowercase'))).toEqual(invalid);
    expect(newPasswordProblems(request('N3w#Passw0rd'))).toEqual({});
  });

  it('checks the user name and e-mail an employer names the account by', () => {
    expect(accountOnFileProblems({ userName: 'ab', emailAddress: 'x@' })).toEqual({
      userName: 'Please enter a valid user name.',
      emailAddress: 'Please enter a valid email address.',
    });
    expect(
      accountOnFileProblems({ userName: 'acmehr', emailAddress: 'alex.admin@acme.example' }),
    ).toEqual({});
  });

  it('computes the age in whole years', () => {
    expect(ageOn('11/22/2008', today)).toBe(18);
    expect(ageOn('11/23/2008', today)).toBe(17);
    expect(ageOn('01/15/2012', today)).toBe(14);
  });
});
