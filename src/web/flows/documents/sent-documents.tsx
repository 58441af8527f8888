// 'Documents you sent': newest first, each a download (the server answers an attachment).

import type { SentDocument } from '#domain/documents/documents-answers';
import { documentTypeLabels } from '#domain/shared/document-types';
import { documentDownloadUrl } from './api/documents.ts';

const receivedOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function SentDocuments({ documents }: { documents: SentDocument[] }) {
  return (
    <section className="sent-documents" aria-labelledby="sent-documents-heading">
      <h2 id="sent-documents-heading">Documents you sent</h2>
      {documents.length === 0 ? (
        <p>You have not sent any documents yet.</p>
      ) : (
        <ul className="sent-documents__list">
          {documents.map((document) => (
            <li key={document.id} className="sent-documents__item">
              <a href={documentDownloadUrl(document.id)} download={document.fileName}>
                {document.fileName}
              </a>
              <span className="sent-documents__facts">
                {documentTypeLabels[document.documentType]} · Claim {document.claimNumber} ·
                Received {receivedOn.format(new Date(document.receivedAt))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
