// The download of a document sent (docs/product/documents.md), on the documents page and on a
// claim's page alike: a plain click fetches the file
// and saves it under its name; what went wrong instead is said in the page's banner, the
// server's own sentence when it answered one ('We cannot give you this document: ...'). A
// click with a modifier (a new tab, a new window) is left to the browser and the link.

import { type MouseEvent, useCallback } from 'react';
import type { SentDocument } from '#domain/documents/documents-answers';
import { defineMessages } from '#domain/shared/define-messages';
import { sharedText } from '#domain/shared/messages';
import { signInNeed, statusOf, useSignIn } from '#web/components/benefits/use-benefits-data.tsx';
import { currentText } from '#web/language/use-text.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { usePortalStore } from '#web/lib/store.ts';
import { downloadDocument } from './download-document.ts';

const downloadText = defineMessages({
  cutShort: {
    id: 'documents.download.cutShort',
    defaultMessage: 'The download did not finish. Please try again.',
  },
});

/** What a download needs of a document sent: its id, and the name to save it under. */
type DownloadedDocument = Pick<SentDocument, 'id' | 'fileName'>;

/** Saves the bytes under the file's name, as a followed link to an attachment would. */
function save(file: Blob, fileName: string) {
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Kept long enough for the browser to start the save.
  setTimeout(() => URL.revokeObjectURL(address), 60_000);
}

/** The server's sentence of an answer that is not the file, or the generic one. */
function sentenceOf(error: ApiError): string {
  const message = (error.body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' && message !== ''
    ? message
    : currentText().formatMessage(sharedText.genericError);
}

/** A link's click handler that downloads the document, or says why it could not. */
export function useDocumentDownload() {
  const signIn = useSignIn();
  const showBanner = usePortalStore((state) => state.showBanner);
  const hideBanner = usePortalStore((state) => state.hideBanner);

  const download = useCallback(
    async (sent: DownloadedDocument, activator: string) => {
      hideBanner();
      let file: Blob | undefined;
      try {
        file = await downloadDocument(sent.id);
      } catch (error) {
        if (statusOf(error) === 401) return signIn(signInNeed((error as ApiError).body));
        const errorMessage =
          error instanceof ApiError
            ? sentenceOf(error)
            : currentText().formatMessage(downloadText.cutShort);
        return showBanner({ errorMessage }, activator);
      }
      if (file) save(file, sent.fileName);
    },
    [signIn, showBanner, hideBanner],
  );

  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>, sent: DownloadedDocument) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
        return;
      }
      event.preventDefault();
      void download(sent, `#${event.currentTarget.id}`);
    },
    [download],
  );
}
