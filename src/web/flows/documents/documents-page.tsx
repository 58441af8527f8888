// The documents page (docs/product/documents.md): send documents for a claim, and the documents
// sent. Without an employee's login it sends the person to the login page, or to 'Confirm
// it's you' while the login wants its second step.

import { useEffect, useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import type { DocumentsAnswer } from '#domain/documents/documents-answers';
import { defineMessages } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { showSessionTimeout } from '#web/lib/api-client.ts';
import { useCallFailure, useSignIn } from '#web/components/benefits/use-benefits-data.tsx';
import { getDocuments } from './api/documents.ts';
import { SentDocuments } from './sent-documents.tsx';
import { UploadForm } from './upload-form.tsx';
import { useFileUploads } from './use-file-uploads.ts';
import './documents.css';

const documentsText = defineMessages({
  loading: { id: 'documents.page.loading', defaultMessage: 'Loading your documents…' },
  heading: { id: 'documents.page.heading', defaultMessage: 'Documents' },
  intro: {
    id: 'documents.page.intro',
    defaultMessage:
      'Send the documents we asked for, or any other document about your claim or leave.',
  },
  noClaims: {
    id: 'documents.page.noClaims',
    defaultMessage: 'You have no claims or leave to send documents for yet.',
  },
});

export default function DocumentsPage() {
  const text = useText();
  const initialClaim = new URLSearchParams(useSearch()).get('claim') ?? '';
  const signIn = useSignIn();
  const failed = useCallFailure();
  const [answer, setAnswer] = useState<DocumentsAnswer | null>(null);
  const [announcement, setAnnouncement] = useState('');

  // Counts the stored uploads: each one loads the list again.
  const [stored, setStored] = useState(0);
  useEffect(() => {
    let current = true;
    getDocuments()
      .then((loaded) => {
        if (current && loaded) setAnswer(loaded);
      })
      .catch((error: unknown) => {
        if (current) failed(error);
      });
    return () => {
      current = false;
    };
  }, [stored, failed]);

  const handlers = useMemo(
    () => ({
      notLoggedIn: signIn,
      sessionExpired: showSessionTimeout,
      stored: () => setStored((count) => count + 1),
      announce: setAnnouncement,
    }),
    [signIn],
  );
  const uploads = useFileUploads(handlers);

  if (!answer) {
    return (
      <p className="documents-page__loading" role="status">
        {text.formatMessage(documentsText.loading)}
      </p>
    );
  }

  return (
    <div className="documents-page">
      <h1>{text.formatMessage(documentsText.heading)}</h1>
      <p>{text.formatMessage(documentsText.intro)}</p>
      {answer.claims.length === 0 ? (
        <p>{text.formatMessage(documentsText.noClaims)}</p>
      ) : (
        <UploadForm claims={answer.claims} initialClaim={initialClaim} uploads={uploads} />
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <SentDocuments documents={answer.documents} />
    </div>
  );
}
