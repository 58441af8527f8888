import { apiBase } from '#web/lib/api-client.ts';

/** 'Claims and leave (CSV)': a plain link downloads it, streamed by the server. */
export const claimsCsvUrl = `${apiBase}/employers/api/reports/claims-and-leave.csv`;
