import type { PaymentsAnswer } from '#domain/claims/claims-answers';
import { apiBase, apiGet } from '#web/lib/api-client.ts';

const paymentsPath = 'employee-benefits/api/payments';

/** Every payment of every claim, newest first. */
export function getPayments(): Promise<PaymentsAnswer | undefined> {
  return apiGet<PaymentsAnswer>(paymentsPath);
}

/** The same as a CSV file: a plain link downloads it. */
export const paymentsCsvUrl = `${apiBase}/${paymentsPath}.csv`;
