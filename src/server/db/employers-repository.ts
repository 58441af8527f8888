// The employer behind a login, as every employer call of the benefits area knows them
// (docs/product/employer-claims.md, docs/product/billing.md and docs/product/reports.md): the HR
// contact's client decides what they may read. Every employer route gets it from the access check
// (findLogin in accounts-repository.ts), on the server, never from the request.

export interface Employer {
  accountId: string;
  contactId: string;
  /** The client whose employees, claims, invoices and reports this employer may read. */
  clientId: string;
  clientName: string;
  firstName: string;
  email: string | null;
}
