import type { CoverageAnswer } from '#domain/coverage/coverage-answers';
import { apiBase, apiGet } from '#web/lib/api-client.ts';

const coveragePath = 'employee-benefits/api/coverage';

/** Each plan of the employee's client as he has it today. */
export function getCoverage(): Promise<CoverageAnswer | undefined> {
  return apiGet<CoverageAnswer>(coveragePath);
}

/** The certificate of coverage as of today: a plain link downloads it. */
export const certificateUrl = `${apiBase}/${coveragePath}/certificate.pdf`;
