/** Accounts only the end-to-end tests use, so they may lock them without spoiling the demo ones. */
export const e2eAccounts = {
  lockout: { userName: 'e2elockout', side: 'employee-benefits' },
  employerLockout: { userName: 'e2eemplock', side: 'employers' },
  test: { userName: 'e2etester', side: 'employers' },
} as const;

/**
 * Census rows only the end-to-end tests register, added to the demo client Acme
 * Manufacturing: every person of the demo census is taken by a spec of its own. Riley
 * registers through single sign-on (tests/e2e/sso-registration.spec.ts).
 */
export const e2eCensus = {
  clientId: '100000001',
  clientName: 'Acme Manufacturing',
  csv: [
    'first_name,last_name,date_of_birth,ssn,zip_code,email,reserved_user_name',
    'Riley,Stone,08/22/1988,321-54-8765,60604,riley.stone@example.com,',
  ].join('\n'),
};

/** John Roe's claim that the documents spec sends a document for (tests/e2e/documents.spec.ts). */
export const e2eClaim = {
  claimNumber: 'C7000101',
  kind: 'leave',
  status: 'information-needed',
} as const;
