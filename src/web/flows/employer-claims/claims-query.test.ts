import { describe, expect, test } from 'vitest';
import { filtersOf, isFiltered, queryOfSearch, searchOfQuery } from './claims-query.ts';

describe("the query of 'Employee claims' in the address", () => {
  test('reads what it knows, leaves out what it does not', () => {
    expect(
      queryOfSearch('status=approved&kind=leave&name=garcia&sort=oldest&after=2026-11-10_C1000002'),
    ).toEqual({
      status: 'approved',
      kind: 'leave',
      name: 'garcia',
      sort: 'oldest',
      after: '2026-11-10_C1000002',
    });
    expect(queryOfSearch('status=lost&kind=&sort=sideways&statement=done&page=4')).toEqual({});
  });

  test('writes the query in a fixed order, and starts again from page 1 on new filters', () => {
    const query = queryOfSearch('after=2026-11-10_C1000002&name=roe&statement=due');
    expect(searchOfQuery(query)).toBe('name=roe&statement=due&after=2026-11-10_C1000002');
    expect(searchOfQuery(filtersOf(query))).toBe('name=roe&statement=due');
    expect(isFiltered(query)).toBe(true);
    expect(isFiltered({ sort: 'oldest', after: '2026-11-10_C1000002' })).toBe(false);
  });
});
