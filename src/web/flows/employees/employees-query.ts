// The query of 'Employees' as the page's address holds it (docs/product/census.md): name,
// status and the page's cursor, read and written as every list's are
// (#web/components/benefits/list-query.ts).

import { type EmployeesQuery, employeesQuerySchema } from '#domain/employees/employees-list';
import { listQuery } from '#web/components/benefits/list-query.ts';

export const { queryOfSearch, searchOfQuery, filtersOf } = listQuery<EmployeesQuery>(
  employeesQuerySchema.shape,
  ['name', 'status', 'after', 'before'],
);
