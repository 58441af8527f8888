// The files a person chose, each on its own: refused at once when the browser can tell (the
// server still decides the rest), then uploading with its progress, then uploaded or refused.
// One file's refusal or cancel never touches another's request.

import { useCallback, useRef, useState } from 'react';
import {
  documentRefusalText,
  maxFilesPerUpload,
  refusalBeforeSending,
} from '#domain/documents/document-rules';
import type { UploadFields } from '#domain/documents/documents-answers';
import type { MessageDescriptor } from '#domain/shared/define-messages';
import { currentText } from '#web/language/use-text.ts';
import { uploadDocument } from './api/upload-document.ts';
import { announcementText } from './documents-words.ts';
import type { UploadOutcome } from './upload-outcome.ts';

export type FileState = 'ready' | 'uploading' | 'uploaded' | 'refused' | 'cancelled' | 'failed';

export interface ChosenFile {
  key: number;
  file: File;
  state: FileState;
  /** 0 to 1 while uploading. */
  progress: number;
  /** The refusal's reason: the browser's own to say, or the server's sentence. */
  reason?: MessageDescriptor | string;
}

/** What the page does on an answer that is not about the file. */
export interface UploadHandlers {
  /** `confirm`: the login wants 'Confirm it's you' rather than the password. */
  notLoggedIn(confirm: boolean): void;
  sessionExpired(): void;
  /** A file was stored: the list of documents sent has a new one. */
  stored(): void;
  /** A sentence for the live region: what became of a file, in the language shown. */
  announce(text: string): void;
}

export function useFileUploads(handlers: UploadHandlers) {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const nextKey = useRef(0);
  const cancels = useRef(new Map<number, () => void>());

  const update = useCallback((key: number, change: Partial<ChosenFile>) => {
    setFiles((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)),
    );
  }, []);

  /** Adds files to the ones waiting; past ten waiting, a file is refused before it is sent. */
  const choose = useCallback((chosen: File[]) => {
    setFiles((current) => {
      let waiting = current.filter((entry) => entry.state === 'ready').length;
      const added = chosen.map((file): ChosenFile => {
        const early =
          refusalBeforeSending(file) ?? (waiting >= maxFilesPerUpload ? 'tooMany' : null);
        const reason = early ? documentRefusalText[early] : undefined;
        if (!reason) waiting++;
        return {
          key: nextKey.current++,
          file,
          state: reason ? 'refused' : 'ready',
          progress: 0,
          reason,
        };
      });
      return [...current, ...added];
    });
  }, []);

  const remove = useCallback((key: number) => {
    setFiles((current) => current.filter((entry) => entry.key !== key));
  }, []);

  const settle = useCallback(
    (entry: ChosenFile, outcome: UploadOutcome) => {
      cancels.current.delete(entry.key);
      const fileName = entry.file.name;
      const say = (message: MessageDescriptor, values?: Record<string, string>) =>
        currentText().formatMessage(message, { fileName, ...values });
      switch (outcome.kind) {
        case 'uploaded':
          update(entry.key, { state: 'uploaded', progress: 1 });
          handlers.announce(say(announcementText.uploaded));
          return handlers.stored();
        case 'refused':
          update(entry.key, { state: 'refused', reason: outcome.reason });
          return handlers.announce(say(announcementText.refused, { reason: outcome.reason }));
        case 'cancelled':
          update(entry.key, { state: 'cancelled' });
          return handlers.announce(say(announcementText.cancelled));
        case 'not-logged-in':
          return handlers.notLoggedIn(outcome.confirm);
        case 'session-expired':
          update(entry.key, { state: 'ready', progress: 0 });
          return handlers.sessionExpired();
        case 'failed':
          update(entry.key, { state: 'failed' });
          return handlers.announce(say(announcementText.failed));
      }
    },
    [handlers, update],
  );

  /** Sends every waiting file, each as its own request. */
  const uploadAll = useCallback(
    (fields: UploadFields) => {
      for (const entry of files) {
        if (entry.state !== 'ready') continue;
        update(entry.key, { state: 'uploading', progress: 0 });
        const inFlight = uploadDocument(fields, entry.file, (progress) =>
          update(entry.key, { progress }),
        );
        cancels.current.set(entry.key, inFlight.cancel);
        void inFlight.outcome.then((outcome) => settle(entry, outcome));
      }
    },
    [files, settle, update],
  );

  const cancel = useCallback((key: number) => cancels.current.get(key)?.(), []);

  return { files, choose, remove, uploadAll, cancel };
}
