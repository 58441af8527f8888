import type { DocumentsAnswer } from '#domain/documents/documents-answers';
import { apiBase, apiGet } from '#web/lib/api-client.ts';

export const documentsCall = 'employee-benefits/api/documents';

export function getDocuments(): Promise<DocumentsAnswer | undefined> {
  return apiGet<DocumentsAnswer>(documentsCall);
}

/** Where a document downloads from: the server answers it as an attachment. */
export function documentDownloadUrl(id: string): string {
  return `${apiBase}/${documentsCall}/${encodeURIComponent(id)}`;
}
