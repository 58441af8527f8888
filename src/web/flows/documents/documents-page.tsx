// The documents page (DESIGN.md section 11.2): send documents for a claim, and the documents
// sent. Without an employee's login it sends the person to the login page, or to 'Confirm
// it's you' while the login wants its second step.

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { DocumentsAnswer } from '#domain/documents/documents-answers';
import { messages } from '#domain/shared/messages';
import { ApiError } from '#web/lib/api-client.ts';
import { usePortalStore } from '#web/lib/store.ts';
import { paths } from '#web/paths.ts';
import { needsSecondStep } from '#web/components/benefits/use-benefits-data.tsx';
import { getDocuments } from './api/documents.ts';
import { SentDocuments } from './sent-documents.tsx';
import { UploadForm } from './upload-form.tsx';
import { useFileUploads } from './use-file-uploads.ts';
import './documents.css';

export default function DocumentsPage() {
  const [, navigate] = useLocation();
  const initialClaim = new URLSearchParams(useSearch()).get('claim') ?? '';
  const showBanner = usePortalStore((state) => state.showBanner);
  const showAlert = usePortalStore((state) => state.showAlert);
  const [answer, setAnswer] = useState<DocumentsAnswer | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const toLogin = useCallback(
    (confirm: boolean) =>
      navigate(
        confirm
          ? paths.confirm('employee-benefits', `${paths.documents}${window.location.search}`)
          : paths.login('employee-benefits'),
        { replace: true },
      ),
    [navigate],
  );

  // Counts the stored uploads: each one loads the list again.
  const [stored, setStored] = useState(0);
  useEffect(() => {
    let current = true;
    getDocuments()
      .then((loaded) => {
        if (current && loaded) setAnswer(loaded);
      })
      .catch((error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.statusCode === 401) {
          toLogin(needsSecondStep(401, error.body));
        } else showBanner({ errorMessage: messages.genericError });
      });
    return () => {
      current = false;
    };
  }, [stored, toLogin, showBanner]);

  const handlers = useMemo(
    () => ({
      notLoggedIn: toLogin,
      sessionExpired: () =>
        showAlert({
          message: messages.sessionTimeoutTitle,
          bodyMessage: messages.sessionTimeoutBody,
          sessionTimeout: true,
        }),
      stored: () => setStored((count) => count + 1),
      announce: setAnnouncement,
    }),
    [toLogin, showAlert],
  );
  const uploads = useFileUploads(handlers);

  if (!answer) {
    return (
      <p className="documents-page__loading" role="status">
        Loading your documents…
      </p>
    );
  }

  return (
    <div className="documents-page">
      <h1>Documents</h1>
      <p>Send the documents we asked for, or any other document about your claim or leave.</p>
      {answer.claims.length === 0 ? (
        <p>You have no claims or leave to send documents for yet.</p>
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
