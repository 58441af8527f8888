// The date of birth as three boxes, MM, DD and YYYY (docs/product/field-rules.md): digits only,
// focus moves on when a box is full, and Backspace in an empty box goes back to the one before, so
// the date is typed in one go like a single field. One group, one message.

import { type KeyboardEvent, useRef } from 'react';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { useText } from '#web/language/use-text.ts';
import { keepDigits } from './digits-field.tsx';
import { FieldError, type FieldProblem } from './field-error.tsx';
import './date-of-birth-field.css';

export interface DateParts {
  month: string;
  day: string;
  year: string;
}

export const emptyDate: DateParts = { month: '', day: '', year: '' };

type Part = keyof DateParts;

const dateText = defineMessages({
  legend: { id: 'self-service.dateOfBirth.legend', defaultMessage: 'Date of Birth' },
  month: { id: 'self-service.dateOfBirth.month', defaultMessage: 'Month' },
  day: { id: 'self-service.dateOfBirth.day', defaultMessage: 'Day' },
  year: { id: 'self-service.dateOfBirth.year', defaultMessage: 'Year' },
  monthPlaceholder: {
    id: 'self-service.dateOfBirth.monthPlaceholder',
    defaultMessage: 'MM',
    description: 'Shown in the empty month box: two letters for the two digits of the month.',
  },
  dayPlaceholder: {
    id: 'self-service.dateOfBirth.dayPlaceholder',
    defaultMessage: 'DD',
    description: 'Shown in the empty day box: two letters for the two digits of the day.',
  },
  yearPlaceholder: {
    id: 'self-service.dateOfBirth.yearPlaceholder',
    defaultMessage: 'YYYY',
    description: 'Shown in the empty year box: four letters for the four digits of the year.',
  },
});

const boxes: {
  part: Part;
  label: MessageDescriptor;
  placeholder: MessageDescriptor;
  length: number;
  autoComplete: string;
}[] = [
  {
    part: 'month',
    label: dateText.month,
    placeholder: dateText.monthPlaceholder,
    length: 2,
    autoComplete: 'bday-month',
  },
  {
    part: 'day',
    label: dateText.day,
    placeholder: dateText.dayPlaceholder,
    length: 2,
    autoComplete: 'bday-day',
  },
  {
    part: 'year',
    label: dateText.year,
    placeholder: dateText.yearPlaceholder,
    length: 4,
    autoComplete: 'bday-year',
  },
];

export interface DateOfBirthFieldProps {
  /** Prefix of the boxes' ids: `${id}-month`, `${id}-day`, `${id}-year`. */
  id: string;
  value: DateParts;
  onChange(value: DateParts): void;
  /** Called when focus leaves the whole group, not when it moves between the boxes. */
  onBlur?(): void;
  /** The message of docs/product/field-rules.md, shown under the boxes. */
  error?: FieldProblem;
  /** 'Date of Birth' unless the form names the date otherwise. */
  legend?: string;
  disabled?: boolean;
}

export function DateOfBirthField({
  id,
  value,
  onChange,
  onBlur,
  error,
  legend,
  disabled,
}: DateOfBirthFieldProps) {
  const text = useText();
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = error ? `${id}-error` : undefined;

  function change(index: number, typed: string) {
    const box = boxes[index]!;
    const digits = keepDigits(typed, box.length);
    const grew = digits.length > value[box.part].length;
    onChange({ ...value, [box.part]: digits });
    if (grew && digits.length === box.length) inputs.current[index + 1]?.focus();
  }

  function keyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    const previous = inputs.current[index - 1];
    if (event.key !== 'Backspace' || event.currentTarget.value !== '' || !previous) return;
    // Moving back is the whole effect: the previous box keeps its digits until the next press.
    event.preventDefault();
    previous.focus();
    previous.setSelectionRange(previous.value.length, previous.value.length);
  }

  return (
    <fieldset
      className={`field date-field${error ? ' field--invalid' : ''}`}
      aria-describedby={errorId}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
      }}
    >
      <legend className="field__label date-field__legend">
        {legend ?? text.formatMessage(dateText.legend)}
      </legend>
      <div className="date-field__boxes">
        {boxes.map((box, index) => (
          <div key={box.part} className={`date-field__box date-field__box--${box.part}`}>
            <label className="date-field__label" htmlFor={`${id}-${box.part}`}>
              {text.formatMessage(box.label)}
            </label>
            <input
              ref={(element) => {
                inputs.current[index] = element;
              }}
              id={`${id}-${box.part}`}
              name={`${id}-${box.part}`}
              className="field__input"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={box.autoComplete}
              placeholder={text.formatMessage(box.placeholder)}
              maxLength={box.length}
              value={value[box.part]}
              disabled={disabled}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={errorId}
              onChange={(event) => change(index, event.target.value)}
              onKeyDown={(event) => keyDown(index, event)}
            />
          </div>
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
