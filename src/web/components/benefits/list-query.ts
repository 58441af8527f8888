// A list's query as the page's address holds it ('Employee claims', 'Employees'): filters, the
// order and the page's cursor, so Back and a bookmark return to the same list. What the address
// says is read with the list's schema from the domain: a value it does not know is left out, and
// the call to the server is made with the same query string in a fixed order.

/** A schema of one query field, as zod/mini's object shape holds it. */
interface FieldSchema {
  safeParse(value: unknown): { success: boolean; data?: unknown };
}

/** A list query: its filters, and `after` or `before` naming the page. */
type ListQuery = Record<string, string | undefined> & { after?: string; before?: string };

/** The query functions of a list whose fields, in address order, are `keys` of `shape`. */
export function listQuery<Query extends ListQuery>(
  shape: Record<keyof Query & string, FieldSchema>,
  keys: readonly (keyof Query & string)[],
) {
  /** The query of an address's search ('status=approved&after=...'), each value checked. */
  function queryOfSearch(search: string): Query {
    const params = new URLSearchParams(search);
    const query: Record<string, unknown> = {};
    for (const key of keys) {
      const value = params.get(key);
      if (value === null || value === '') continue;
      const checked = shape[key].safeParse(value);
      if (checked.success && checked.data !== undefined) query[key] = checked.data;
    }
    return query as Query;
  }

  /** The search of a query, in a fixed order, without what is not set. */
  function searchOfQuery(query: Query): string {
    const params = new URLSearchParams();
    for (const key of keys) {
      const value = query[key];
      if (value !== undefined && value !== '') params.set(key, value);
    }
    return params.toString();
  }

  /** The filters and the order alone: a new filter starts again from the first page. */
  function filtersOf(query: Query): Query {
    const filters = { ...query };
    delete filters.after;
    delete filters.before;
    return filters;
  }

  return { queryOfSearch, searchOfQuery, filtersOf };
}
