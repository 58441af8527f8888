// The parts of 'Upload a census file' around its form: what a check or an apply answered, and the
// file's columns with a sample to download (docs/product/census.md#the-file).

import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Link } from 'wouter';
import { columnText } from '#domain/employees/census-row';
import {
  type CensusUploadAnswer,
  censusSample,
  censusSampleName,
  columnHelp,
  columnNeedText,
} from '#domain/employees/census-upload';
import { defineMessages } from '#domain/shared/define-messages';
import { PageSection } from '#web/components/benefits/page-section.tsx';
import { ScrollingTable } from '#web/components/benefits/scrolling-table.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';

const resultText = defineMessages({
  wouldChange: {
    id: 'employees.upload.wouldChange',
    defaultMessage: 'What applying {fileName} would change',
  },
  toAdd: { id: 'employees.upload.toAdd', defaultMessage: '{count, number} to add' },
  toChange: { id: 'employees.upload.toChange', defaultMessage: '{count, number} to change' },
  toEnd: { id: 'employees.upload.toEnd', defaultMessage: '{count, number} to end' },
  unchanged: { id: 'employees.upload.unchanged', defaultMessage: '{count, number} unchanged' },
  applyNote: {
    id: 'employees.upload.applyNote',
    defaultMessage:
      'Nothing is changed until you apply these changes. They are applied all together or not at all.',
  },
  nothingToApply: {
    id: 'employees.upload.nothingToApply',
    defaultMessage: 'This file changes nothing on your census.',
  },
  refused: {
    id: 'employees.upload.refused',
    defaultMessage: '{count, plural, one {# row is refused} other {# rows are refused}}',
  },
  refusedHelp: {
    id: 'employees.upload.refusedHelp',
    defaultMessage:
      'Nothing was changed. Correct these rows in your file, save it as CSV and check it again.',
  },
  moreRefused: {
    id: 'employees.upload.moreRefused',
    defaultMessage: 'And {count, plural, one {# more row} other {# more rows}}.',
  },
  applyChanges: { id: 'employees.upload.applyChanges', defaultMessage: 'Apply these changes' },
  applied: { id: 'employees.upload.applied', defaultMessage: 'Your census is updated' },
  added: { id: 'employees.upload.added', defaultMessage: '{count, number} added' },
  changed: { id: 'employees.upload.changed', defaultMessage: '{count, number} changed' },
  ended: { id: 'employees.upload.ended', defaultMessage: '{count, number} ended' },
  seeEmployees: { id: 'employees.upload.seeEmployees', defaultMessage: 'See your employees' },
  columns: { id: 'employees.upload.columns', defaultMessage: 'Columns of the file' },
  columnsCaption: {
    id: 'employees.upload.columnsCaption',
    defaultMessage: 'What each column holds',
  },
  columnsIntro: {
    id: 'employees.upload.columnsIntro',
    defaultMessage:
      'The first line names the columns, in any order. Each line after it is one employee, found on your census by the Social Security Number.',
  },
  sample: { id: 'employees.upload.sample', defaultMessage: 'Download a sample file' },
  column: { id: 'employees.upload.column', defaultMessage: 'Column' },
  required: { id: 'employees.upload.required', defaultMessage: 'Required' },
  whatToEnter: { id: 'employees.upload.whatToEnter', defaultMessage: 'What to enter' },
});

/** A sentence that takes focus when it appears, so it is read at once. */
export function FocusedStatus({ children }: { children: ReactNode }) {
  const sentence = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => sentence.current?.focus(), []);
  return (
    <p ref={sentence} tabIndex={-1} role="status" className="benefits-status">
      {children}
    </p>
  );
}

/** What a check or an apply answered; its heading takes focus at each new answer. */
export function CensusResult({
  answer,
  fileName,
  pending,
  onApply,
}: {
  answer: CensusUploadAnswer;
  fileName: string;
  pending: boolean;
  onApply(): void;
}) {
  const text = useText();
  const heading = useRef<HTMLHeadingElement>(null);
  useLayoutEffect(() => heading.current?.focus(), [answer]);
  const refused = answer.problems.length + answer.moreProblems;
  const counts = (entries: [(typeof resultText)[keyof typeof resultText], number][]) => (
    <ul className="census-counts">
      {entries.map(([message, count]) => (
        <li key={message.id}>{text.formatMessage(message, { count })}</li>
      ))}
    </ul>
  );

  if (refused > 0) {
    return (
      <section className="benefits-section" aria-labelledby="census-result">
        <h2 id="census-result" ref={heading} tabIndex={-1}>
          {text.formatMessage(resultText.refused, { count: refused })}
        </h2>
        <p>{text.formatMessage(resultText.refusedHelp)}</p>
        <ul className="census-problems">
          {answer.problems.map((problem, index) => (
            // A file may refuse two rows with the same sentence: the place is the key.
            <li key={index}>{problem}</li>
          ))}
        </ul>
        {answer.moreProblems > 0 && (
          <p>{text.formatMessage(resultText.moreRefused, { count: answer.moreProblems })}</p>
        )}
      </section>
    );
  }
  if (answer.applied) {
    return (
      <section className="benefits-section" aria-labelledby="census-result">
        <h2 id="census-result" ref={heading} tabIndex={-1}>
          {text.formatMessage(resultText.applied)}
        </h2>
        {counts([
          [resultText.added, answer.added],
          [resultText.changed, answer.changed],
          [resultText.ended, answer.ended],
          [resultText.unchanged, answer.unchanged],
        ])}
        <p>
          <Link href={paths.employerEmployees}>{text.formatMessage(resultText.seeEmployees)}</Link>
        </p>
      </section>
    );
  }
  const changes = answer.added + answer.changed + answer.ended;
  return (
    <section className="benefits-section" aria-labelledby="census-result">
      <h2 id="census-result" ref={heading} tabIndex={-1}>
        {text.formatMessage(resultText.wouldChange, { fileName })}
      </h2>
      {counts([
        [resultText.toAdd, answer.added],
        [resultText.toChange, answer.changed],
        [resultText.toEnd, answer.ended],
        [resultText.unchanged, answer.unchanged],
      ])}
      {changes > 0 ? (
        <>
          <p>{text.formatMessage(resultText.applyNote)}</p>
          <div className="button-row">
            <button
              id="apply-changes"
              type="button"
              className="button button--primary"
              disabled={pending}
              onClick={onApply}
            >
              {text.formatMessage(resultText.applyChanges)}
            </button>
          </div>
        </>
      ) : (
        <p>{text.formatMessage(resultText.nothingToApply)}</p>
      )}
    </section>
  );
}

const sampleAddress = `data:text/csv;charset=utf-8,${encodeURIComponent(censusSample)}`;

/** The file's columns, as the import reads them, and the sample file. */
export function CensusColumns() {
  const text = useText();
  return (
    <PageSection id="census-columns" title={text.formatMessage(resultText.columns)}>
      <p>{text.formatMessage(resultText.columnsIntro)}</p>
      <p>
        <a href={sampleAddress} download={censusSampleName}>
          {text.formatMessage(resultText.sample)}
        </a>
      </p>
      <ScrollingTable caption={text.formatMessage(resultText.columnsCaption)}>
        <thead>
          <tr>
            <th scope="col">{text.formatMessage(resultText.column)}</th>
            <th scope="col">{text.formatMessage(resultText.required)}</th>
            <th scope="col">{text.formatMessage(resultText.whatToEnter)}</th>
          </tr>
        </thead>
        <tbody>
          {columnHelp.map(({ column, need, help }) => (
            <tr key={column}>
              <th scope="row" className="census-column">
                <code>{column}</code> {text.formatMessage(columnText[column])}
              </th>
              <td>{text.formatMessage(columnNeedText[need])}</td>
              <td className="benefits-table__wraps">{text.formatMessage(help)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </PageSection>
  );
}
