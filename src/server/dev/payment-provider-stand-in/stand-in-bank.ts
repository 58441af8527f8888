// The bank behind the stand-in provider: what becomes of a debit of each test account
// (docs/product/billing.md). Routing number 110000000 with
// - 000123456789: the debit succeeds;
// - 000111111116: it fails with 'The bank account has insufficient funds.' (at
//   Stripe itself this number is "no account", and 000222222227 is insufficient funds);
// - 000999999991: it succeeds, then fails later: the bank returns it as not authorized, the
//   failure that arrives after success was reported (this account is the stand-in's own).
// Any other good account succeeds, so a person trying the portal is not stopped by the test
// numbers.

export const standInTestAccounts = {
  routingNumber: '110000000',
  succeeds: '000123456789',
  insufficientFunds: '000111111116',
  succeedsThenFails: '000999999991',
} as const;

export const standInFailures = {
  insufficientFunds: {
    code: 'insufficient_funds',
    message: 'The bank account has insufficient funds.',
  },
  returnedUnauthorized: {
    code: 'debit_not_authorized',
    message: 'The bank returned the debit: the account holder says it was not authorized.',
  },
} as const;

export type StandInFailure = (typeof standInFailures)[keyof typeof standInFailures];

/** What the bank does with a debit of this account once it settles. */
export type DebitFate =
  | { kind: 'succeeds' }
  | { kind: 'fails'; failure: StandInFailure }
  | { kind: 'succeeds-then-fails'; failure: StandInFailure };

export function debitFateOf(accountNumber: string): DebitFate {
  switch (accountNumber) {
    case standInTestAccounts.insufficientFunds:
      return { kind: 'fails', failure: standInFailures.insufficientFunds };
    case standInTestAccounts.succeedsThenFails:
      return { kind: 'succeeds-then-fails', failure: standInFailures.returnedUnauthorized };
    default:
      return { kind: 'succeeds' };
  }
}
