import { describe, expect, it } from 'vitest';
import { flowCallPath } from './flow-call-path.ts';

describe('the path of a flow call', () => {
  it.each([
    [
      'employee-benefits',
      'verifyPersonalInfo',
      'employee-benefits/registration/verifyPersonalInfo',
    ],
    ['employers', 'selectCredentials', 'employers/registration/selectCredentials'],
    ['userNameRecovery', 'verifyPersonalInfo', 'userNameRecovery/verifyPersonalInfo'],
    [
      'employee-benefits/password-reset',
      'validateVerificationCode',
      'employee-benefits/registration/password-reset/validateVerificationCode',
    ],
    [
      'employers/password-reset',
      'verifyAccount',
      'employers/registration/password-reset/verifyAccount',
    ],
  ] as const)('%s %s goes to %s', (module, call, path) => {
    expect(flowCallPath(module, call)).toBe(path);
  });
});
