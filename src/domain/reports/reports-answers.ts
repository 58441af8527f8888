// The answer of the employer's reports call (docs/product/reports.md), as a schema with its
// type inferred: the server declares it as its response schema, the browser reads the same
// type. Counts only: no employee is named, no health information is in it.

import * as z from 'zod/mini';
import { claimKinds, openClaimStatuses } from '#domain/shared/claim-terms';

const kindCountsSchema = z.record(z.enum(claimKinds), z.number());

export const reportsAnswerSchema = z.object({
  clientName: z.string(),
  /** The day the figures are of (YYYY-MM-DD). */
  asOf: z.string(),
  /** The last 12 months, oldest first. */
  absencesByMonth: z.array(z.object({ month: z.string(), counts: kindCountsSchema })),
  /** Every open status, in the order of openClaimStatuses. */
  openClaimsByStatus: z.array(
    z.object({ status: z.enum(openClaimStatuses), counts: kindCountsSchema }),
  ),
});
export type ReportsAnswer = z.infer<typeof reportsAnswerSchema>;
