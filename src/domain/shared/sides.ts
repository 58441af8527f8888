// The two sides of the portal (docs/product/README.md). The side name is also the
// module of every call and the first segment of every route of that side.

export const sides = ['employee-benefits', 'employers'] as const;
export type Side = (typeof sides)[number];

export type Role = 'employee' | 'employer';

export const roleOfSide: Record<Side, Role> = {
  'employee-benefits': 'employee',
  employers: 'employer',
};

/**
 * docs/product/shell.md#alert: closing the alert goes to the employer login when the path contains
 * /employers.
 */
export function sideOfPath(pathname: string): Side {
  return pathname.includes('/employers') ? 'employers' : 'employee-benefits';
}
