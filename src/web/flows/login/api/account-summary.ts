import type { AccountSummary } from '#domain/login/login';
import type { Side } from '#domain/shared/sides';
import type { Status } from '#domain/shared/status';
import { apiGet } from '#web/lib/api-client.ts';

export interface AccountSummaryResponse {
  status: Status<'SUCCESS' | 'NOTLOGGEDIN'>;
  account?: AccountSummary;
}

export function getAccountSummary(side: Side): Promise<AccountSummaryResponse | undefined> {
  return apiGet<AccountSummaryResponse>(`${side}/accountSummary`);
}
