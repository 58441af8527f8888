// 'Plans and rates' (docs/product/coverage.md#plans-and-rates): each plan a client buys with its
// rate and basis, and this month's covered employees, volume and premium, as a schema the server
// declares and the browser reads. Nothing of any one member: counts and sums only.

import * as z from 'zod/mini';
import { payers, planKinds } from '#domain/coverage/plan-formulas';

export const clientPlanSchema = z.object({
  kind: z.enum(planKinds),
  policyNumber: z.string(),
  paidBy: z.enum(payers),
  /** Dollars a month per unit of the kind's basis, in millionths. */
  rateMicrodollars: z.number(),
  /** Members whose coverage holds on the first of the month. */
  coveredEmployees: z.number(),
  /** The sum the rate is charged on: weekly benefits, covered monthly earnings, coverage. */
  volumeCents: z.number(),
  /** The month's premium of the plan, to the cent. */
  monthlyPremiumCents: z.number(),
});
export type ClientPlanAnswer = z.infer<typeof clientPlanSchema>;

export const plansAnswerSchema = z.object({
  /** The month the figures are of, its first day: YYYY-MM-01. */
  month: z.string(),
  plans: z.array(clientPlanSchema),
});
export type PlansAnswer = z.infer<typeof plansAnswerSchema>;
