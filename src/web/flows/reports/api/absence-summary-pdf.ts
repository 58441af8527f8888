import { apiBase } from '#web/lib/api-client.ts';

/** 'Absence summary (PDF)': a plain link downloads it. */
export const absenceSummaryPdfUrl = `${apiBase}/employers/api/reports/absence-summary.pdf`;
