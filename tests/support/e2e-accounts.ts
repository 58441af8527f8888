import { invoiceNumber } from '#domain/billing/billing-terms';
import { addMonthsTo, monthOf } from '#domain/billing/invoice';
import { systemClock, todayOn } from '#domain/shared/clock';

/** Accounts only the end-to-end tests use, so they may lock them without spoiling the demo ones. */
export const e2eAccounts = {
  lockout: { userName: 'e2elockout', side: 'employee-benefits' },
  employerLockout: { userName: 'e2eemplock', side: 'employers' },
  test: { userName: 'e2etester', side: 'employers' },
  /** Logs in in Spanish, which the account then keeps (tests/e2e/spanish.spec.ts). */
  spanish: { userName: 'e2espanish', side: 'employers' },
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

/**
 * A disability claim of John's denied three days before the run, that only the appeal spec
 * appeals (tests/e2e/appeal.spec.ts).
 */
export const e2eDeniedClaim = {
  claimNumber: 'C7000102',
  kind: 'disability',
  status: 'denied',
} as const;

/**
 * A bill of Acme's that only the billing spec pays (tests/e2e/billing.spec.ts): the month six
 * before this one, so it is past due, and the demo's bills are left to the other specs.
 */
/**
 * A disability claim of John's in review, received today, whose decision only the claims desk
 * spec extends (tests/e2e/claims-desk.spec.ts).
 */
export const e2eUndecidedClaim = {
  claimNumber: 'C7000103',
  kind: 'disability',
  status: 'in-review',
} as const;

export const e2eBillMonthsBack = 6;

/**
 * A bill of Acme's that only the keyboard spec pays, with the account that has insufficient
 * funds, so it stays unpaid and the billing spec's count of paid bills holds
 * (tests/e2e/keyboard.spec.ts): newer than the billing spec's, so that one stays the oldest.
 */
export const e2eKeyboardBillMonthsBack = 4;

/** Its number on `today`: 'INV-100000001-<YYYYMM>', `monthsBack` months before this one. */
export function e2eBillNumber(
  monthsBack: number = e2eBillMonthsBack,
  today: string = todayOn(systemClock()),
): string {
  return invoiceNumber(e2eCensus.clientId, addMonthsTo(monthOf(today), -monthsBack));
}
