import { describe, expect, it } from 'vitest';
import { registrationModuleOfPath, showsHelpPanel, sideOfModule } from './registration-module.ts';

describe('the module of a registration call', () => {
  it.each([
    ['/employee-benefits/registration/full', 'employee-benefits'],
    ['/auth/employee-benefits/registration/selectCredentials', 'employee-benefits'],
    ['/employers/registration/full', 'employers'],
    ['/auth/employers/registration/verificationCodeSent', 'employers'],
    ['/userNameRecovery/verifyPersonalInformation', 'userNameRecovery'],
    ['/auth/userNameRecovery/retrieveUserName', 'userNameRecovery'],
  ])('is read from the first segment of %s', (path, module) => {
    expect(registrationModuleOfPath(path)).toBe(module);
  });

  it('is not fooled by the module name further down the path', () => {
    expect(registrationModuleOfPath('/employee-benefits/registration/employers')).toBe(
      'employee-benefits',
    );
  });

  it('returns username recovery to the employee login', () => {
    expect(sideOfModule('userNameRecovery')).toBe('employee-benefits');
    expect(sideOfModule('employers')).toBe('employers');
  });
});

describe('the right-hand help panel', () => {
  it('shows on the full registration start and the single-sign-on start only', () => {
    expect(showsHelpPanel('/employee-benefits/registration/full')).toBe(true);
    expect(showsHelpPanel('/employee-benefits/registration/sso')).toBe(true);
    expect(showsHelpPanel('/employee-benefits/registration/sso/failure')).toBe(false);
    expect(showsHelpPanel('/employee-benefits/registration/selectCredentials')).toBe(false);
  });
});
