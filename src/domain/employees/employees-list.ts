// 'Employees' (docs/product/census.md): the query of the employer's list of its census, and its
// pages. The list is read by name (last, then first), 25 rows a page, narrowed by words of the name
// and by employment status. Pages are keyset pages: a cursor is the id of the last (or first)
// member shown, so a page costs the same wherever it is, and a hire added meanwhile never shows a
// row twice. The server looks a cursor's member up in the employer's own client only.

import * as z from 'zod/mini';
import { employmentStatuses } from '#domain/coverage/member-coverage';
import { keysetPageOf, type PageAsked } from '#domain/shared/keyset-page';
import { requestText } from '#domain/shared/request-text';

/** Rows of a page. */
export const employeesPageSize = 25;

/** The longest name search, as the claims list takes it. */
export const employeeNameSearchMax = 60;

const memberIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A member's id in an address: a UUID, anything else is refused before it reaches a query. */
export const memberIdSchema = z.string().check(z.regex(memberIdPattern));

/** The list's query string, in the page's address and the call alike. */
export const employeesQuerySchema = z.object({
  /** Words of the employee's name: each begins the first or the last name. */
  name: z.optional(requestText(employeeNameSearchMax)),
  status: z.optional(z.enum(employmentStatuses)),
  /** The page after the member this cursor names, or the page before it. */
  after: z.optional(requestText(40)),
  before: z.optional(requestText(40)),
});
export type EmployeesQuery = z.infer<typeof employeesQuerySchema>;

/** The page asked for: the member it starts beside and the direction, or the first page. */
export function employeesPageOf(
  query: Pick<EmployeesQuery, 'after' | 'before'>,
): PageAsked<string> {
  return keysetPageOf(query, (text) => (memberIdPattern.test(text) ? text : null));
}
