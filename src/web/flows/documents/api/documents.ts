import type { DocumentsAnswer } from '#domain/documents/documents-answers';
import { apiGet } from '#web/lib/api-client.ts';
import { documentsCall } from '#web/content/claim-links.ts';

export function getDocuments(): Promise<DocumentsAnswer | undefined> {
  return apiGet<DocumentsAnswer>(documentsCall);
}
