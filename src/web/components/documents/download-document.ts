// A document sent, fetched for its download rather than followed as a link: an answer that is
// not the file (a damaged copy, a missing document, a login that ended) is the page's to say,
// and a download the server cuts short (a damaged copy past its start) fails here instead of
// leaving a broken file in the person's downloads (docs/product/documents.md).

import { answerOf } from '#web/lib/api-client.ts';
import { documentDownloadUrl } from '#web/content/claim-links.ts';

/**
 * The file, whole. An answer that is not the file rejects with an ApiError (a 403 shows the
 * 'Session Timeout' alert and resolves with nothing); a download cut short rejects with the
 * browser's own error.
 */
export async function downloadDocument(id: string): Promise<Blob | undefined> {
  const response = await fetch(documentDownloadUrl(id), { credentials: 'include' });
  if (!response.ok) return answerOf<Blob>(response.status, () => response.json());
  return response.blob();
}
