// The answer of 'My coverage' (docs/product/coverage.md#my-coverage), as a schema with its type
// inferred: the server declares it as its response schema, the browser reads the same type.
// Dates are ISO (YYYY-MM-DD), money whole cents; the browser says the words of coverage-terms.ts.

import * as z from 'zod/mini';
import { coverageStatuses } from './member-coverage.ts';
import { payers, planFormulaSchema, planKinds } from './plan-formulas.ts';

const isoDate = z.string();

export const planCoverageSchema = z.object({
  kind: z.enum(planKinds),
  policyNumber: z.string(),
  paidBy: z.enum(payers),
  status: z.enum(coverageStatuses),
  effectiveDate: z.nullable(isoDate),
  endDate: z.nullable(isoDate),
  amountCents: z.number(),
  pendingEvidenceCents: z.number(),
  monthlyCostCents: z.nullable(z.number()),
  /** What the plan pays, for its words: percents, maximums, waiting periods. */
  formula: planFormulaSchema,
});
export type PlanCoverageAnswer = z.infer<typeof planCoverageSchema>;

export const coverageAnswerSchema = z.object({
  /** The day the coverage is read on: the insurer's today. */
  asOf: isoDate,
  plans: z.array(planCoverageSchema),
});
export type CoverageAnswer = z.infer<typeof coverageAnswerSchema>;
