// The query of 'Employee claims' as the page's address holds it (docs/product/employer-claims.md):
// filters, the order and the page's cursor, read and written as every list's are
// (#web/components/benefits/list-query.ts).

import {
  type EmployerClaimsQuery,
  employerClaimsQuerySchema,
} from '#domain/employer-claims/claims-page';
import { listQuery } from '#web/components/benefits/list-query.ts';

export const { queryOfSearch, searchOfQuery, filtersOf } = listQuery<EmployerClaimsQuery>(
  employerClaimsQuerySchema.shape,
  ['name', 'status', 'kind', 'sort', 'statement', 'after', 'before'],
);

/** Whether anything narrows the list. */
export function isFiltered(query: EmployerClaimsQuery): boolean {
  return Boolean(query.name || query.status || query.kind || query.statement);
}
