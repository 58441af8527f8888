// 'Claim', 'Document type', 'Files' and 'Upload' (docs/product/documents.md). Files come from
// the picker or are dropped on the zone around it; the picker is the keyboard's way in. Each
// file then shows its own progress, a way to cancel, and what became of it.

import { type DragEvent, type FormEvent, type ReactNode, useState } from 'react';
import type { IntlShape } from 'react-intl';
import { claimKindText, claimStatusText } from '#domain/shared/claim-terms';
import { acceptedDocumentTypes, documentRefusalText } from '#domain/documents/document-rules';
import type { DocumentClaim } from '#domain/documents/documents-answers';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { type DocumentType, documentTypes, documentTypeText } from '#domain/shared/document-types';
import { SelectField } from '#web/components/fields/select-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { fileStateText } from './documents-words.ts';
import type { ChosenFile, useFileUploads } from './use-file-uploads.ts';

const uploadFormText = defineMessages({
  claim: { id: 'documents.form.claim', defaultMessage: 'Claim' },
  chooseClaim: { id: 'documents.form.chooseClaim', defaultMessage: 'Choose a claim' },
  documentType: { id: 'documents.form.documentType', defaultMessage: 'Document type' },
  chooseDocumentType: {
    id: 'documents.form.chooseDocumentType',
    defaultMessage: 'Choose a document type',
  },
  files: { id: 'documents.form.files', defaultMessage: 'Files' },
  filesHint: {
    id: 'documents.form.filesHint',
    defaultMessage:
      'PDF, JPEG or PNG, up to 10 MB each and 10 at a time. Choose them or drop them here.',
  },
  chosenFiles: { id: 'documents.form.chosenFiles', defaultMessage: 'Chosen files' },
  upload: {
    id: 'documents.form.upload',
    defaultMessage: 'Upload',
    description: 'The button that sends the chosen files.',
  },
  uploadingFile: { id: 'documents.form.uploadingFile', defaultMessage: 'Uploading {fileName}' },
  cancel: {
    id: 'documents.form.cancel',
    defaultMessage: 'Cancel<hidden> {fileName}</hidden>',
    description: "Stops a file's upload; <hidden> is read by screen readers only.",
  },
  remove: {
    id: 'documents.form.remove',
    defaultMessage: 'Remove<hidden> {fileName}</hidden>',
    description: 'Takes a file off the list; <hidden> is read by screen readers only.',
  },
});

const accept = Object.entries(acceptedDocumentTypes)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

/** Between the parts of a claim's name in the list: a sign, the same in every language. */
const separator = ' · ';

/** A code's label, or the code itself when the table does not know it. */
function labelOf(text: IntlShape, table: Record<string, MessageDescriptor>, code: string) {
  const message = Object.hasOwn(table, code) ? table[code] : undefined;
  return message ? text.formatMessage(message) : code;
}

function claimLabel(claim: DocumentClaim, text: IntlShape): string {
  return [
    claim.claimNumber,
    labelOf(text, claimKindText, claim.kind),
    labelOf(text, claimStatusText, claim.status),
  ].join(separator);
}

const stateText: Record<ChosenFile['state'], MessageDescriptor | null> = {
  ...fileStateText,
  // A refused file shows its reason instead.
  refused: null,
};

function FileRow({
  entry,
  onCancel,
  onRemove,
}: {
  entry: ChosenFile;
  onCancel(): void;
  onRemove(): void;
}) {
  const text = useText();
  const fileName = entry.file.name;
  const hidden = (words: ReactNode[]) => <span className="visually-hidden">{words}</span>;
  const state = entry.reason ?? stateText[entry.state];
  return (
    <li className={`upload-file upload-file--${entry.state}`}>
      <span className="upload-file__name">{fileName}</span>
      {entry.state === 'uploading' ? (
        <>
          <progress
            className="upload-file__progress"
            aria-label={text.formatMessage(uploadFormText.uploadingFile, { fileName })}
            max={1}
            value={entry.progress}
          />
          <button type="button" className="button button--link" onClick={onCancel}>
            {text.formatMessage(uploadFormText.cancel, { fileName, hidden })}
          </button>
        </>
      ) : (
        <span className="upload-file__state">
          {typeof state === 'string' ? state : state && text.formatMessage(state)}
        </span>
      )}
      {entry.state === 'ready' && (
        <button type="button" className="button button--link" onClick={onRemove}>
          {text.formatMessage(uploadFormText.remove, { fileName, hidden })}
        </button>
      )}
    </li>
  );
}

type FormErrors = {
  claim?: MessageDescriptor;
  type?: MessageDescriptor;
  files?: MessageDescriptor;
};

export function UploadForm({
  claims,
  initialClaim,
  uploads,
}: {
  claims: DocumentClaim[];
  initialClaim: string;
  uploads: ReturnType<typeof useFileUploads>;
}) {
  const text = useText();
  const [claimNumber, setClaimNumber] = useState(
    claims.some((claim) => claim.claimNumber === initialClaim) ? initialClaim : '',
  );
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [dragging, setDragging] = useState(false);
  const errorOf = (message: MessageDescriptor | undefined) =>
    message && text.formatMessage(message);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ready = uploads.files.some((entry) => entry.state === 'ready');
    const found = {
      claim: claimNumber ? undefined : documentRefusalText.noClaim,
      type: documentType ? undefined : documentRefusalText.noDocumentType,
      files: ready ? undefined : documentRefusalText.noFiles,
    };
    setErrors(found);
    if (found.claim || found.type || found.files || !documentType) return;
    uploads.uploadAll({ claimNumber, documentType });
  };

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    uploads.choose([...event.dataTransfer.files]);
  };

  return (
    <form className="upload-form" noValidate onSubmit={submit}>
      <SelectField
        id="claim"
        label={text.formatMessage(uploadFormText.claim)}
        placeholder={text.formatMessage(uploadFormText.chooseClaim)}
        value={claimNumber}
        error={errorOf(errors.claim)}
        onChange={(event) => setClaimNumber(event.target.value)}
        options={claims.map((claim) => ({
          value: claim.claimNumber,
          label: claimLabel(claim, text),
        }))}
      />
      <SelectField
        id="document-type"
        label={text.formatMessage(uploadFormText.documentType)}
        placeholder={text.formatMessage(uploadFormText.chooseDocumentType)}
        value={documentType}
        error={errorOf(errors.type)}
        onChange={(event) => setDocumentType(event.target.value as DocumentType | '')}
        options={documentTypes.map((type) => ({
          value: type,
          label: text.formatMessage(documentTypeText[type]),
        }))}
      />
      <div
        className={`drop-zone${dragging ? ' drop-zone--active' : ''}${errors.files ? ' field--invalid' : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label className="field__label" htmlFor="files">
          {text.formatMessage(uploadFormText.files)}
        </label>
        <p className="field__hint" id="files-hint">
          {text.formatMessage(uploadFormText.filesHint)}
        </p>
        <input
          id="files"
          className="drop-zone__input"
          type="file"
          multiple
          accept={accept}
          aria-describedby={errors.files ? 'files-hint files-error' : 'files-hint'}
          onChange={(event) => {
            uploads.choose([...(event.target.files ?? [])]);
            // The same file may be chosen again after a cancel or a removal.
            event.target.value = '';
          }}
        />
        {errors.files && (
          <p className="field__error" id="files-error">
            {errorOf(errors.files)}
          </p>
        )}
      </div>
      {uploads.files.length > 0 && (
        <ul className="upload-files" aria-label={text.formatMessage(uploadFormText.chosenFiles)}>
          {uploads.files.map((entry) => (
            <FileRow
              key={entry.key}
              entry={entry}
              onCancel={() => uploads.cancel(entry.key)}
              onRemove={() => uploads.remove(entry.key)}
            />
          ))}
        </ul>
      )}
      <button type="submit" className="button button--primary">
        {text.formatMessage(uploadFormText.upload)}
      </button>
    </form>
  );
}
