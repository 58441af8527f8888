import type { AccountSummary } from '../../../../domain/login/login.ts';
import type { Side } from '../../../../domain/shared/sides.ts';
import type { Status } from '../../../../domain/shared/status.ts';
import { apiGet } from '../../../lib/api-client.ts';

export interface AccountSummaryResponse {
  status: Status<'SUCCESS' | 'NOTLOGGEDIN'>;
  account?: AccountSummary;
}

export function getAccountSummary(side: Side): Promise<AccountSummaryResponse | undefined> {
  return apiGet<AccountSummaryResponse>(`${side}/accountSummary`);
}
