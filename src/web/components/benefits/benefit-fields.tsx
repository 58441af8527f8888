// The fields the benefits screens add to components/fields, the employee's claims and the
// employer's alike: a set of choices as radio buttons or as boxes in a fieldset with its legend,
// and a date typed as MM/DD/YYYY. A field's message describes every input of it, and `.field--invalid`
// marks the field, so focus can go to the first bad one in page order.

import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { defineMessages } from '#domain/shared/define-messages';
import { FieldError } from '#web/components/fields/field-error.tsx';
import { TextField, type TextFieldProps } from '#web/components/fields/text-field.tsx';
import { maskTypedDate } from '#web/components/benefits/benefits-format.ts';
import { useText } from '#web/language/use-text.ts';

export interface RadioGroupProps<Code extends string> {
  /** The answer's field name: the inputs' name, and the first input's id. */
  name: string;
  legend: string;
  /** Hidden when the step's heading asks the same question. */
  legendHidden?: boolean;
  /** Under the legend, read with every option. */
  hint?: string;
  labels: Record<Code, string>;
  value: Code | '';
  error?: string | null;
  onChange(code: Code): void;
  /** Shown right after the option it names (the FMLA checkbox after the first choice). */
  after?: Partial<Record<Code, ReactNode>>;
}

/** A fieldset of radio buttons or boxes, one per label: the markup both groups share. */
function Choices<Code extends string>({
  type,
  name,
  legend,
  legendHidden,
  hint,
  labels,
  error,
  isChecked,
  onToggle,
  after,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  legend: string;
  legendHidden?: boolean;
  hint?: string;
  labels: Record<Code, string>;
  error?: string | null;
  isChecked(code: Code): boolean;
  onToggle(code: Code, checked: boolean): void;
  after?: Partial<Record<Code, ReactNode>>;
}) {
  const hintId = hint ? `${name}-hint` : undefined;
  const errorId = error ? `${name}-error` : undefined;
  const codes = Object.keys(labels) as Code[];
  return (
    <fieldset
      className={`field benefits-choices${error ? ' field--invalid' : ''}`}
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend
        className={legendHidden ? 'visually-hidden' : 'field__label benefits-choices__legend'}
      >
        {legend}
      </legend>
      {hint && (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      )}
      {codes.map((code, index) => (
        <div key={code}>
          <label className="checkbox benefits-choices__option">
            <input
              type={type}
              id={index === 0 ? name : `${name}-${code}`}
              name={name}
              value={code}
              checked={isChecked(code)}
              aria-describedby={errorId}
              onChange={(event) => onToggle(code, event.target.checked)}
            />
            <span>{labels[code]}</span>
          </label>
          {after?.[code]}
        </div>
      ))}
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}

export function RadioGroup<Code extends string>({
  value,
  onChange,
  ...group
}: RadioGroupProps<Code>) {
  return (
    <Choices
      {...group}
      type="radio"
      isChecked={(code) => value === code}
      onToggle={(code) => onChange(code)}
    />
  );
}

export interface CheckboxGroupProps<Code extends string> {
  /** The inputs' name, and the first input's id. */
  name: string;
  legend: string;
  hint?: string;
  labels: Record<Code, string>;
  checked: readonly Code[];
  error?: string | null;
  onChange(checked: Code[]): void;
  /** Shown right after the box it names (a box's own amount). */
  after?: Partial<Record<Code, ReactNode>>;
}

/** Boxes of which any may be ticked, in the order of `labels`. */
export function CheckboxGroup<Code extends string>({
  checked,
  onChange,
  labels,
  ...group
}: CheckboxGroupProps<Code>) {
  const codes = Object.keys(labels) as Code[];
  return (
    <Choices
      {...group}
      labels={labels}
      type="checkbox"
      isChecked={(code) => checked.includes(code)}
      onToggle={(code, ticked) =>
        onChange(
          ticked
            ? codes.filter((each) => each === code || checked.includes(each))
            : checked.filter((each) => each !== code),
        )
      }
    />
  );
}

export interface DateFieldProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'maxLength' | 'inputMode' | 'hint'
> {
  value: string;
  onValueChange(value: string): void;
}

const fieldText = defineMessages({
  dateHint: {
    id: 'benefits.dateHint',
    defaultMessage: 'MM/DD/YYYY',
    description: 'How to type a date: month, day and year, in the letters of the language.',
  },
});

/** A date as the benefits forms take it: MM/DD/YYYY, the slashes put in as typed. */
export function DateField({ value, onValueChange, ...field }: DateFieldProps) {
  const text = useText();
  return (
    <TextField
      {...field}
      className={`benefits-field--short${field.className ? ` ${field.className}` : ''}`}
      hint={text.formatMessage(fieldText.dateHint)}
      inputMode="numeric"
      maxLength={10}
      autoComplete="off"
      value={value}
      onChange={(event) => onValueChange(maskTypedDate(event.target.value))}
    />
  );
}

/**
 * Focus on the first field with a message, in page order, once the render that marks it is
 * done: the form's ref, and what to call each time messages are shown.
 */
export function useFirstErrorFocus(): [RefObject<HTMLFormElement | null>, () => void] {
  const form = useRef<HTMLFormElement>(null);
  const [shown, setShown] = useState(0);
  useEffect(() => {
    const control = '.field--invalid input, .field--invalid textarea, .field--invalid select';
    if (shown > 0) form.current?.querySelector<HTMLElement>(control)?.focus();
  }, [shown]);
  return [form, () => setShown((count) => count + 1)];
}
