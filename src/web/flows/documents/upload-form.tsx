// 'Claim', 'Document type', 'Files' and 'Upload' (DESIGN.md section 11.2). Files come from
// the picker or are dropped on the zone around it; the picker is the keyboard's way in. Each
// file then shows its own progress, a way to cancel, and what became of it.

import { type DragEvent, type FormEvent, useState } from 'react';
import { claimKindLabels, claimStatusLabels } from '#domain/shared/claim-terms';
import { acceptedDocumentTypes, documentRefusals } from '#domain/documents/document-rules';
import type { DocumentClaim } from '#domain/documents/documents-answers';
import {
  type DocumentType,
  documentTypeLabels,
  documentTypes,
} from '#domain/shared/document-types';
import { SelectField } from '#web/components/fields/select-field.tsx';
import type { ChosenFile, useFileUploads } from './use-file-uploads.ts';

const accept = Object.entries(acceptedDocumentTypes)
  .flatMap(([type, extensions]) => [type, ...extensions])
  .join(',');

const labelOf = (labels: Record<string, string>, code: string) => labels[code] ?? code;

function claimLabel(claim: DocumentClaim): string {
  return `${claim.claimNumber} · ${labelOf(claimKindLabels, claim.kind)} · ${labelOf(claimStatusLabels, claim.status)}`;
}

const stateText: Record<ChosenFile['state'], string> = {
  ready: 'Ready to upload',
  uploading: 'Uploading',
  uploaded: 'Uploaded',
  refused: '',
  cancelled: 'Cancelled',
  failed: 'Not uploaded. Please try again.',
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
  const name = entry.file.name;
  return (
    <li className={`upload-file upload-file--${entry.state}`}>
      <span className="upload-file__name">{name}</span>
      {entry.state === 'uploading' ? (
        <>
          <progress
            className="upload-file__progress"
            aria-label={`Uploading ${name}`}
            max={1}
            value={entry.progress}
          />
          <button type="button" className="button button--link" onClick={onCancel}>
            Cancel<span className="visually-hidden"> {name}</span>
          </button>
        </>
      ) : (
        <span className="upload-file__state">{entry.reason ?? stateText[entry.state]}</span>
      )}
      {entry.state === 'ready' && (
        <button type="button" className="button button--link" onClick={onRemove}>
          Remove<span className="visually-hidden"> {name}</span>
        </button>
      )}
    </li>
  );
}

export function UploadForm({
  claims,
  initialClaim,
  uploads,
}: {
  claims: DocumentClaim[];
  initialClaim: string;
  uploads: ReturnType<typeof useFileUploads>;
}) {
  const [claimNumber, setClaimNumber] = useState(
    claims.some((claim) => claim.claimNumber === initialClaim) ? initialClaim : '',
  );
  const [documentType, setDocumentType] = useState<DocumentType | ''>('');
  const [errors, setErrors] = useState<{ claim?: string; type?: string; files?: string }>({});
  const [dragging, setDragging] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ready = uploads.files.some((entry) => entry.state === 'ready');
    const found = {
      claim: claimNumber ? undefined : documentRefusals.noClaim,
      type: documentType ? undefined : documentRefusals.noDocumentType,
      files: ready ? undefined : documentRefusals.noFiles,
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
        label="Claim"
        placeholder="Choose a claim"
        value={claimNumber}
        error={errors.claim}
        onChange={(event) => setClaimNumber(event.target.value)}
        options={claims.map((claim) => ({ value: claim.claimNumber, label: claimLabel(claim) }))}
      />
      <SelectField
        id="document-type"
        label="Document type"
        placeholder="Choose a document type"
        value={documentType}
        error={errors.type}
        onChange={(event) => setDocumentType(event.target.value as DocumentType | '')}
        options={documentTypes.map((type) => ({ value: type, label: documentTypeLabels[type] }))}
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
          Files
        </label>
        <p className="field__hint" id="files-hint">
          PDF, JPEG or PNG, up to 10 MB each and 10 at a time. Choose them or drop them here.
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
            {errors.files}
          </p>
        )}
      </div>
      {uploads.files.length > 0 && (
        <ul className="upload-files" aria-label="Chosen files">
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
        Upload
      </button>
    </form>
  );
}
