import type { AccountSummaryResponse } from '#domain/login/login-answers';
import type { Side } from '#domain/shared/sides';
import { apiGet } from '#web/lib/api-client.ts';

export function getAccountSummary(side: Side): Promise<AccountSummaryResponse | undefined> {
  return apiGet<AccountSummaryResponse>(`${side}/accountSummary`);
}
