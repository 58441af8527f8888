/** Accounts only the end-to-end tests use, so they may lock them without spoiling the demo ones. */
export const e2eAccounts = {
  lockout: { userName: 'e2elockout', side: 'employee-benefits' },
  employerLockout: { userName: 'e2eemplock', side: 'employers' },
  test: { userName: 'e2etester', side: 'employers' },
} as const;
