import { apiBase } from '#web/lib/api-client.ts';

/** 'Billing history (CSV)': a plain link downloads it. */
export const billingCsvUrl = `${apiBase}/employers/api/reports/billing-history.csv`;
