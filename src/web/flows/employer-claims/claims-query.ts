// The query of 'Employee claims' as the page's address holds it (docs/product/employer-claims.md):
// filters, the order and the page's cursor, so Back and a bookmark return to the same list. What
// the address says is read with the domain's schema: a value it does not know is left out, and the
// call to the server is made with the same query string in a fixed order.

import {
  type EmployerClaimsQuery,
  employerClaimsQuerySchema,
} from '#domain/employer-claims/claims-page';

const queryKeys = ['name', 'status', 'kind', 'sort', 'statement', 'after', 'before'] as const;

/** The query of an address's search ('status=approved&after=...'), each value checked. */
export function queryOfSearch(search: string): EmployerClaimsQuery {
  const params = new URLSearchParams(search);
  const query: Record<string, string> = {};
  for (const key of queryKeys) {
    const value = params.get(key);
    if (value === null || value === '') continue;
    const checked = employerClaimsQuerySchema.shape[key].safeParse(value);
    if (checked.success && checked.data !== undefined) query[key] = checked.data;
  }
  return query as EmployerClaimsQuery;
}

/** The search of a query, in a fixed order, without what is not set. */
export function searchOfQuery(query: EmployerClaimsQuery): string {
  const params = new URLSearchParams();
  for (const key of queryKeys) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, value);
  }
  return params.toString();
}

/** The filters and the order alone: a new filter starts again from the first page. */
export function filtersOf(query: EmployerClaimsQuery): EmployerClaimsQuery {
  const filters = { ...query };
  delete filters.after;
  delete filters.before;
  return filters;
}

/** Whether anything narrows the list. */
export function isFiltered(query: EmployerClaimsQuery): boolean {
  return Boolean(query.name || query.status || query.kind || query.statement);
}
