import type { BeneficiariesAnswer } from '#domain/beneficiaries/beneficiaries-answers';
import type {
  LifePlanKind,
  SaveBeneficiariesRequest,
} from '#domain/beneficiaries/beneficiary-rules';
import { apiBase, apiGet, apiPost } from '#web/lib/api-client.ts';

const beneficiariesPath = 'employee-benefits/api/beneficiaries';

/** Each life plan of the employee's with its current designation. */
export function getBeneficiaries(): Promise<BeneficiariesAnswer | undefined> {
  return apiGet<BeneficiariesAnswer>(beneficiariesPath);
}

/** Saves a designation: needs the second step within the last minutes (a 401 otherwise). */
export function postBeneficiaries(
  request: SaveBeneficiariesRequest,
): Promise<BeneficiariesAnswer | undefined> {
  return apiPost<BeneficiariesAnswer>(beneficiariesPath, request);
}

/** A plan's designation as recorded: a plain link downloads it. */
export const confirmationUrl = (plan: LifePlanKind) =>
  `${apiBase}/${beneficiariesPath}/${plan}/confirmation.pdf`;
