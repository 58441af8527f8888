// 'Upload a census file' (docs/product/census.md#upload-a-census-file): the file's columns and a
// sample, then 'Check file', which sends the file with a progress bar and shows what applying it
// would change or each row it refuses, and 'Apply these changes', shown only when no row is
// refused. The server checks the file again when it applies it: all rows or none.

import { type FormEvent, useRef, useState } from 'react';
import {
  type CensusUploadAnswer,
  censusUploadText,
  maxCensusFileBytes,
} from '#domain/employees/census-upload';
import { defineMessages } from '#domain/shared/define-messages';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { type CensusStep, uploadCensusFile } from './api/census-upload.ts';
import { CensusColumns, CensusResult, FocusedStatus } from './census-file-parts.tsx';
import { BackToEmployees, employeesText } from './employees-text.tsx';

const uploadPageText = defineMessages({
  intro: {
    id: 'employees.upload.intro',
    defaultMessage:
      'Send your payroll system’s list of employees to add new hires, change earnings and end employment in one go. We check the file first and change nothing until you apply it.',
  },
  file: { id: 'employees.upload.file', defaultMessage: 'Census file' },
  fileHint: {
    id: 'employees.upload.fileHint',
    defaultMessage: 'A CSV file (UTF-8) with the columns below, up to 20 MB and 100,000 rows.',
  },
  checkFile: { id: 'employees.upload.checkFile', defaultMessage: 'Check file' },
  sending: { id: 'employees.upload.sending', defaultMessage: 'Sending {fileName}' },
  checking: { id: 'employees.upload.checking', defaultMessage: 'Checking {fileName}' },
  applying: { id: 'employees.upload.applying', defaultMessage: 'Applying {fileName}' },
  cancel: { id: 'employees.upload.cancel', defaultMessage: 'Cancel' },
  cancelled: {
    id: 'employees.upload.cancelled',
    defaultMessage: 'The upload of {fileName} is cancelled. Nothing was changed.',
  },
});

/** How far a step is: the file being sent (0 to 1), then the server at work on it. */
type Progress = { step: CensusStep; fileName: string; sent: number };

function UploadProgress({ progress, onCancel }: { progress: Progress; onCancel(): void }) {
  const text = useText();
  const { fileName, sent } = progress;
  const working = sent >= 1;
  const label = text.formatMessage(
    !working
      ? uploadPageText.sending
      : progress.step === 'check'
        ? uploadPageText.checking
        : uploadPageText.applying,
    { fileName },
  );
  return (
    <div className="census-progress" role="status">
      <span>{label}</span>
      {/* Without a value, the bar says the server is at work for a time it cannot tell. */}
      <progress
        className="census-progress__bar"
        aria-label={label}
        max={1}
        {...(working ? {} : { value: sent })}
      />
      {!working && (
        <button type="button" className="button button--link" onClick={onCancel}>
          {text.formatMessage(uploadPageText.cancel)}
        </button>
      )}
    </div>
  );
}

export default function CensusUploadPage() {
  const text = useText();
  const { pending, send, errors, setErrors, showErrors, form } = useFormCall<'file'>();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [result, setResult] = useState<{ answer: CensusUploadAnswer; fileName: string } | null>(
    null,
  );
  const [cancelledName, setCancelledName] = useState<string | null>(null);
  const cancelUpload = useRef<(() => void) | null>(null);

  async function run(step: CensusStep) {
    if (!file) return showErrors({ file: censusUploadText.noFile });
    if (file.size > maxCensusFileBytes) return showErrors({ file: censusUploadText.tooLarge });
    const fileName = file.name;
    // A check's answer stays while it is applied: a failed apply can be tried again from it.
    if (step === 'check') setResult(null);
    setCancelledName(null);
    setProgress({ step, fileName, sent: 0 });
    let cancelled = false;
    const answer = await send(
      () => {
        const upload = uploadCensusFile(step, file, (sent) =>
          setProgress({ step, fileName, sent }),
        );
        cancelUpload.current = () => {
          cancelled = true;
          upload.cancel();
        };
        return upload.answer;
      },
      {
        activator: step === 'check' ? 'check-file' : 'apply-changes',
        fieldOf: (field) => (field === 'file' ? 'file' : null),
      },
    );
    cancelUpload.current = null;
    setProgress(null);
    if (answer) setResult({ answer, fileName });
    else if (cancelled) setCancelledName(fileName);
  }

  function check(event: FormEvent) {
    event.preventDefault();
    if (!pending) void run('check');
  }

  return (
    <div className="benefits-page">
      <h1>{text.formatMessage(employeesText.uploadCensus)}</h1>
      <p>{text.formatMessage(uploadPageText.intro)}</p>
      <form ref={form} className="benefits-form" aria-busy={pending} noValidate onSubmit={check}>
        <TextField
          id="census-file"
          type="file"
          accept=".csv,text/csv"
          label={text.formatMessage(uploadPageText.file)}
          hint={text.formatMessage(uploadPageText.fileHint)}
          error={errors.file}
          disabled={pending}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setResult(null);
            setCancelledName(null);
            setErrors({});
          }}
        />
        <div className="button-row">
          <button
            id="check-file"
            type="submit"
            className="button button--primary"
            disabled={pending}
          >
            {text.formatMessage(uploadPageText.checkFile)}
          </button>
        </div>
      </form>
      {progress && <UploadProgress progress={progress} onCancel={() => cancelUpload.current?.()} />}
      {cancelledName && (
        <FocusedStatus>
          {text.formatMessage(uploadPageText.cancelled, { fileName: cancelledName })}
        </FocusedStatus>
      )}
      {result && (
        <CensusResult
          answer={result.answer}
          fileName={result.fileName}
          pending={pending}
          onApply={() => void run('apply')}
        />
      )}
      <CensusColumns />
      <BackToEmployees />
    </div>
  );
}
