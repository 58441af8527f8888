// The answers of the beneficiaries calls (docs/product/coverage.md#beneficiaries), as schemas with
// their types inferred: the server declares them, the browser reads the same types. Names and
// dates of birth reach only the member himself; no employer call ever answers one.

import * as z from 'zod/mini';
import { beneficiaryLevels, lifePlanKinds, relationships } from './beneficiary-rules.ts';

export const beneficiarySchema = z.object({
  fullName: z.string(),
  relationship: z.enum(relationships),
  /** YYYY-MM-DD, or null when not given. */
  dateOfBirth: z.nullable(z.string()),
  share: z.number(),
  level: z.enum(beneficiaryLevels),
});

/** A life plan of the member's and its current designation (none yet: version 0, no rows). */
export const planDesignationSchema = z.object({
  plan: z.enum(lifePlanKinds),
  policyNumber: z.string(),
  version: z.number(),
  /** When the current designation was saved (ISO instant); null when there is none. */
  savedAt: z.nullable(z.string()),
  beneficiaries: z.array(beneficiarySchema),
});
export type PlanDesignation = z.infer<typeof planDesignationSchema>;

export const beneficiariesAnswerSchema = z.object({
  plans: z.array(planDesignationSchema),
  /** The second step was done recently enough to save without asking for it again. */
  confirmedRecently: z.boolean(),
});
export type BeneficiariesAnswer = z.infer<typeof beneficiariesAnswerSchema>;
