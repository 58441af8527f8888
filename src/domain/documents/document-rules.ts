// What a document upload accepts (docs/product/documents.md) and the reasons a file is refused,
// quoted exactly. The server decides by the file's bytes; the browser checks the same limits
// by name and size first, so a person hears the reason before waiting for an upload.

import { englishOf } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';

export const maxDocumentBytes = 10 * 1024 * 1024;
export const maxFilesPerUpload = 10;

/** The types taken, by the content type sniffed from the bytes, with the names they go by. */
export const acceptedDocumentTypes = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
} as const;
export type AcceptedContentType = keyof typeof acceptedDocumentTypes;

export function isAcceptedContentType(type: string | undefined): type is AcceptedContentType {
  return type !== undefined && Object.hasOwn(acceptedDocumentTypes, type);
}

/** Why a file or an upload is refused; the numbers are maxDocumentBytes' and maxFilesPerUpload's. */
export const documentRefusalText = defineMessages({
  notAccepted: {
    id: 'documents.refusal.notAccepted',
    defaultMessage: 'This file is not a PDF, JPEG or PNG.',
  },
  tooLarge: { id: 'documents.refusal.tooLarge', defaultMessage: 'This file is larger than 10 MB.' },
  empty: { id: 'documents.refusal.empty', defaultMessage: 'This file is empty.' },
  tooMany: { id: 'documents.refusal.tooMany', defaultMessage: 'Send at most 10 files at a time.' },
  noClaim: {
    id: 'documents.refusal.noClaim',
    defaultMessage: 'Choose the claim this document is for.',
  },
  noDocumentType: {
    id: 'documents.refusal.noDocumentType',
    defaultMessage: 'Choose the document type.',
  },
  noFiles: { id: 'documents.refusal.noFiles', defaultMessage: 'Choose at least one file.' },
  /** The store failed, not the file: nothing of it was kept, and sending it again will do. */
  notStored: {
    id: 'documents.refusal.notStored',
    defaultMessage: 'We could not store this file just now. Please try again in a few minutes.',
  },
});
/** A refusal by its name. */
export type DocumentRefusal = keyof typeof documentRefusalText;

/** Their English: what an answer in English says (tests of other parts quote it). */
export const documentRefusals = englishOf(documentRefusalText);

const maxFileNameLength = 120;
const fallbackFileName = 'document';
// eslint-disable-next-line no-control-regex -- control characters are what it removes.
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f/\\]/g;

/**
 * A file name safe to keep and to send back in a download header: no path (only what follows
 * the last separator), no control characters, at most 120 characters keeping the extension,
 * and never empty or a name that means a folder.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = base.replace(unsafeCharacters, '').trim().replace(/^\.+/, '');
  if (cleaned.length === 0) return fallbackFileName;
  const characters = [...cleaned];
  if (characters.length <= maxFileNameLength) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return characters.slice(0, maxFileNameLength - [...extension].length).join('') + extension;
}

/** The browser's early check of one file, by its name and size; the server still decides. */
export function refusalBeforeSending(file: { name: string; size: number }): DocumentRefusal | null {
  if (file.size === 0) return 'empty';
  if (file.size > maxDocumentBytes) return 'tooLarge';
  const name = file.name.toLowerCase();
  const extensions: readonly string[] = Object.values(acceptedDocumentTypes).flat();
  if (!extensions.some((extension) => name.endsWith(extension))) return 'notAccepted';
  return null;
}

/** The server's check of a file's first bytes, once sniffed, and of its whole length. */
export function refusalOfContent(
  sniffedType: string | undefined,
  sizeBytes: number,
): DocumentRefusal | null {
  if (sizeBytes === 0) return 'empty';
  if (!isAcceptedContentType(sniffedType)) return 'notAccepted';
  return null;
}
