import { describe, expect, it } from 'vitest';
import { registrationModuleOfPath, showsHelpPanel } from './flow-module-of-path.ts';

describe('the module of a registration call', () => {
  it.each([
    ['/employee-benefits/registration/full', 'employee-benefits'],
    ['/auth/employee-benefits/registration/selectCredentials', 'employee-benefits'],
    ['/employers/registration/full', 'employers'],
    ['/auth/employers/registration/verificationCodeSent', 'employers'],
    ['/userNameRecovery/verifyPersonalInformation', 'userNameRecovery'],
    ['/auth/userNameRecovery/retrieveUserName', 'userNameRecovery'],
    ['/employee-benefits/registration/password-reset', 'employee-benefits/password-reset'],
    ['/auth/employers/registration/password-reset', 'employers/password-reset'],
    ['/auth/employers/registration/password-reset?x=1', 'employers/password-reset'],
  ])('is read from the first segment of %s', (path, module) => {
    expect(registrationModuleOfPath(path)).toBe(module);
  });

  it('is not fooled by the module name further down the path', () => {
    expect(registrationModuleOfPath('/employee-benefits/registration/employers')).toBe(
      'employee-benefits',
    );
    expect(registrationModuleOfPath('/employee-benefits/registration/password-reset/x')).toBe(
      'employee-benefits',
    );
  });
});

describe('the right-hand help panel', () => {
  it('shows on the full registration start and the single-sign-on start only', () => {
    expect(showsHelpPanel('/employee-benefits/registration/full')).toBe(true);
    expect(showsHelpPanel('/employee-benefits/registration/sso')).toBe(true);
    expect(showsHelpPanel('/employee-benefits/registration/sso/failure')).toBe(false);
    expect(showsHelpPanel('/employee-benefits/registration/selectCredentials')).toBe(false);
    expect(showsHelpPanel('/employee-benefits/registration/password-reset')).toBe(false);
  });
});
