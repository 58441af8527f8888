// 'Documents you sent': newest first, each a download (the server answers an attachment),
// fetched by the page so that one that fails says why
// (src/web/components/documents/use-document-download.ts).

import type { SentDocument } from '#domain/documents/documents-answers';
import { defineMessages } from '#domain/shared/define-messages';
import { documentTypeText } from '#domain/shared/document-types';
import { formatDate } from '#web/components/benefits/benefits-format.ts';
import { useLanguageStore } from '#web/language/language-store.ts';
import { useText } from '#web/language/use-text.ts';
import { documentDownloadUrl } from '#web/content/claim-links.ts';
import { useDocumentDownload } from '#web/components/documents/use-document-download.ts';

const sentText = defineMessages({
  heading: { id: 'documents.sent.heading', defaultMessage: 'Documents you sent' },
  none: { id: 'documents.sent.none', defaultMessage: 'You have not sent any documents yet.' },
  facts: {
    id: 'documents.sent.facts',
    defaultMessage: '{documentType} · Claim {claimNumber} · Received {receivedOn}',
    description: 'A document sent: its kind, its claim and the day it arrived.',
  },
});

/**
 * The day it arrived: 'Nov 20, 2026' in English, as this list has always said it; in Spanish
 * the portal's MM/DD/YYYY, since dates are never written with Spanish month names
 * (docs/product/languages.md).
 */
const englishDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function SentDocuments({ documents }: { documents: SentDocument[] }) {
  const text = useText();
  const language = useLanguageStore((state) => state.language);
  const download = useDocumentDownload();
  const receivedOn = (receivedAt: string) =>
    language === 'en' ? englishDay.format(new Date(receivedAt)) : formatDate(receivedAt);
  return (
    <section className="sent-documents" aria-labelledby="sent-documents-heading">
      <h2 id="sent-documents-heading">{text.formatMessage(sentText.heading)}</h2>
      {documents.length === 0 ? (
        <p>{text.formatMessage(sentText.none)}</p>
      ) : (
        <ul className="sent-documents__list">
          {documents.map((document) => (
            <li key={document.id} className="sent-documents__item">
              <a
                id={`document-${document.id}`}
                href={documentDownloadUrl(document.id)}
                download={document.fileName}
                onClick={(event) => download(event, document)}
              >
                {document.fileName}
              </a>
              <span className="sent-documents__facts">
                {text.formatMessage(sentText.facts, {
                  documentType: text.formatMessage(documentTypeText[document.documentType]),
                  claimNumber: document.claimNumber,
                  receivedOn: receivedOn(document.receivedAt),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
