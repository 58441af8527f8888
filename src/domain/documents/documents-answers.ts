// The answers of the documents calls (docs/product/documents.md), as schemas with their types
// inferred: the server declares them as its response schemas, the browser reads the same
// types. The claim's kind and status are the codes of src/domain/shared/claim-terms.ts.

import * as z from 'zod/mini';
import { documentTypes } from '#domain/shared/document-types';
import { requestText } from '#domain/shared/request-text';

/** A claim the person may send documents for. */
export const documentClaimSchema = z.object({
  claimNumber: z.string(),
  kind: z.string(),
  status: z.string(),
});
export type DocumentClaim = z.infer<typeof documentClaimSchema>;

/** A document the person sent: what it is and when it arrived, never its content. */
export const sentDocumentSchema = z.object({
  id: z.string(),
  claimNumber: z.string(),
  documentType: z.enum(documentTypes),
  fileName: z.string(),
  /** ISO instant. */
  receivedAt: z.string(),
});
export type SentDocument = z.infer<typeof sentDocumentSchema>;

export const documentsAnswerSchema = z.object({
  /** Newest first. */
  claims: z.array(documentClaimSchema),
  /** Newest first. */
  documents: z.array(sentDocumentSchema),
});
export type DocumentsAnswer = z.infer<typeof documentsAnswerSchema>;

/** The text fields of an upload, sent before its files. */
export const uploadFieldsSchema = z.object({
  claimNumber: requestText(20, { min: 1 }),
  documentType: z.enum(documentTypes),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** What became of one file of an upload: each is stored or refused on its own. */
export const uploadedFileSchema = z.union([
  z.object({ fileName: z.string(), outcome: z.literal('stored'), id: z.string() }),
  z.object({ fileName: z.string(), outcome: z.literal('refused'), reason: z.string() }),
]);
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadAnswerSchema = z.object({ files: z.array(uploadedFileSchema) });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

export const documentIdSchema = z.object({ id: z.uuid() });
