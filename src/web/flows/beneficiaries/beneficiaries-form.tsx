// 'Change beneficiaries' (docs/product/coverage.md#beneficiaries): a row per beneficiary ('Full
// name', 'Relationship', 'Date of birth', 'Share (%)', 'Primary' or 'Contingent'), 'Add a
// beneficiary', the box that applies the designation to every life plan, and 'Save beneficiaries'.
// The rules are the domain's, checked here first and again by the server. Saving needs the second
// step within the last minutes: when the server asks for it, the rows wait in this tab's session
// storage while 'Confirm it's you' runs, and come back with the form.

import { type FormEvent, useState } from 'react';
import {
  type BeneficiaryLevel,
  beneficiaryLevels,
  designationProblems,
  levelText,
  type LifePlanKind,
  maxBeneficiaries,
  relationships,
  relationshipText,
  type TypedBeneficiary,
} from '#domain/beneficiaries/beneficiary-rules';
import type {
  BeneficiariesAnswer,
  PlanDesignation,
} from '#domain/beneficiaries/beneficiaries-answers';
import { typedDateOf } from '#domain/shared/absence-dates';
import { defineMessages } from '#domain/shared/define-messages';
import { DateField, RadioGroup } from '#web/components/benefits/benefit-fields.tsx';
import { type FieldMessage, useFormCall } from '#web/components/benefits/use-form-call.ts';
import { signInNeed, useSignIn } from '#web/components/benefits/use-benefits-data.tsx';
import { SelectField } from '#web/components/fields/select-field.tsx';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { postBeneficiaries } from './api/beneficiaries.ts';
import { portalToday } from '#web/lib/portal-day.ts';

export const formText = defineMessages({
  heading: { id: 'beneficiaries.form.heading', defaultMessage: 'Change beneficiaries' },
  row: { id: 'beneficiaries.form.row', defaultMessage: 'Beneficiary {number}' },
  fullName: { id: 'beneficiaries.form.fullName', defaultMessage: 'Full name' },
  relationship: { id: 'beneficiaries.form.relationship', defaultMessage: 'Relationship' },
  choose: { id: 'beneficiaries.form.choose', defaultMessage: 'Choose one' },
  dateOfBirth: { id: 'beneficiaries.form.dateOfBirth', defaultMessage: 'Date of birth' },
  share: { id: 'beneficiaries.form.share', defaultMessage: 'Share (%)' },
  level: { id: 'beneficiaries.form.level', defaultMessage: 'Primary or contingent' },
  remove: { id: 'beneficiaries.form.remove', defaultMessage: 'Remove beneficiary {number}' },
  add: { id: 'beneficiaries.form.add', defaultMessage: 'Add a beneficiary' },
  allPlans: {
    id: 'beneficiaries.form.allPlans',
    defaultMessage: 'Use these beneficiaries for all my life coverage',
  },
  save: { id: 'beneficiaries.form.save', defaultMessage: 'Save beneficiaries' },
  cancel: { id: 'beneficiaries.form.cancel', defaultMessage: 'Cancel' },
  sharesHint: {
    id: 'beneficiaries.form.sharesHint',
    defaultMessage:
      'Shares are whole percents: the primary beneficiaries share 100%, and contingent beneficiaries, if you name any, share 100% of what goes to them when no primary beneficiary survives you. A date of birth is optional.',
  },
});

const emptyRow = (level: BeneficiaryLevel = 'primary'): TypedBeneficiary => ({
  fullName: '',
  relationship: '',
  dateOfBirth: '',
  share: '',
  level,
});

/** The current designation as rows to change. */
function rowsOf(designation: PlanDesignation): TypedBeneficiary[] {
  if (designation.beneficiaries.length === 0) return [emptyRow()];
  return designation.beneficiaries.map((beneficiary) => ({
    fullName: beneficiary.fullName,
    relationship: beneficiary.relationship,
    dateOfBirth: beneficiary.dateOfBirth ? typedDateOf(beneficiary.dateOfBirth) : '',
    share: String(beneficiary.share),
    level: beneficiary.level,
  }));
}

const draftKey = 'beneficiaries-draft';

interface Draft {
  plan: LifePlanKind;
  rows: TypedBeneficiary[];
  allLifePlans: boolean;
}

/** The rows kept while 'Confirm it's you' ran for this plan, taken once. */
export function takeDraft(plan: LifePlanKind): Draft | null {
  const stored = sessionStorage.getItem(draftKey);
  sessionStorage.removeItem(draftKey);
  if (!stored) return null;
  try {
    const draft = JSON.parse(stored) as Draft;
    return draft.plan === plan && Array.isArray(draft.rows) ? draft : null;
  } catch {
    return null;
  }
}

const fieldId = (index: number, name: keyof TypedBeneficiary) => `beneficiaries.${index}.${name}`;

export function BeneficiariesForm({
  designation,
  lifePlanCount,
  draft,
  onSaved,
  onCancel,
}: {
  designation: PlanDesignation;
  lifePlanCount: number;
  draft: Draft | null;
  onSaved(answer: BeneficiariesAnswer): void;
  onCancel(): void;
}) {
  const text = useText();
  const signIn = useSignIn();
  const { pending, send, errors, setErrors, showErrors, form } = useFormCall<string>();
  const [rows, setRows] = useState<TypedBeneficiary[]>(draft?.rows ?? rowsOf(designation));
  const [allLifePlans, setAllLifePlans] = useState(draft?.allLifePlans ?? false);
  const [whole, setWhole] = useState<FieldMessage | null>(null);
  const plan = designation.plan;

  const change = (index: number, name: keyof TypedBeneficiary) => (value: string) => {
    setRows((current) =>
      current.map((row, at) => (at === index ? { ...row, [name]: value } : row)),
    );
    setErrors((current) => ({ ...current, [fieldId(index, name)]: undefined }));
    setWhole(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const problems = designationProblems(rows, portalToday());
    const wholeProblem = problems.find((problem) => problem.field === 'beneficiaries');
    setWhole(wholeProblem ? text.formatMessage(wholeProblem.message, wholeProblem.values) : null);
    if (problems.length > 0) {
      return showErrors(
        Object.fromEntries(
          problems
            .filter((problem) => problem.field !== 'beneficiaries')
            .map((problem) => [problem.field, problem.message]),
        ),
      );
    }
    const request = {
      plan,
      allLifePlans,
      basedOnVersion: designation.version,
      beneficiaries: rows,
    };
    const saved = await send(() => postBeneficiaries(request), {
      activator: 'save-beneficiaries',
      fieldOf: (name) => (name.startsWith('beneficiaries.') ? name : null),
      refused(error) {
        const message = (error.body as { message?: string } | undefined)?.message ?? null;
        if (error.statusCode === 401 && signInNeed(error.body) === 'again') {
          sessionStorage.setItem(draftKey, JSON.stringify({ plan, rows, allLifePlans }));
          signIn('again');
          return true;
        }
        if (error.statusCode === 400 || error.statusCode === 409) {
          setWhole(message);
          return message !== null;
        }
        return false;
      },
    });
    if (saved) onSaved(saved);
  }

  const relationshipOptions = relationships.map((code) => ({
    value: code,
    label: text.formatMessage(relationshipText[code]),
  }));
  const levelLabels = Object.fromEntries(
    beneficiaryLevels.map((level) => [level, text.formatMessage(levelText[level])]),
  ) as Record<BeneficiaryLevel, string>;

  return (
    <form
      ref={form}
      className="benefits-form beneficiaries-form"
      aria-busy={pending}
      aria-labelledby={`change-${plan}`}
      noValidate
      onSubmit={submit}
    >
      <h3 id={`change-${plan}`}>{text.formatMessage(formText.heading)}</h3>
      <p>{text.formatMessage(formText.sharesHint)}</p>
      <p className="field__error beneficiaries-form__whole" role="alert">
        {whole && (typeof whole === 'string' ? whole : text.formatMessage(whole))}
      </p>
      {rows.map((row, index) => {
        const number = index + 1;
        const id = (name: keyof TypedBeneficiary) => fieldId(index, name);
        return (
          <fieldset key={index} className="beneficiaries-form__row">
            <legend>{text.formatMessage(formText.row, { number })}</legend>
            <TextField
              id={id('fullName')}
              label={text.formatMessage(formText.fullName)}
              autoComplete="off"
              maxLength={100}
              value={row.fullName}
              error={errors[id('fullName')]}
              onChange={(event) => change(index, 'fullName')(event.target.value)}
            />
            <SelectField
              id={id('relationship')}
              label={text.formatMessage(formText.relationship)}
              placeholder={text.formatMessage(formText.choose)}
              options={relationshipOptions}
              value={row.relationship}
              error={errors[id('relationship')]}
              onChange={(event) => change(index, 'relationship')(event.target.value)}
            />
            <DateField
              id={id('dateOfBirth')}
              label={text.formatMessage(formText.dateOfBirth)}
              value={row.dateOfBirth}
              error={errors[id('dateOfBirth')]}
              onValueChange={change(index, 'dateOfBirth')}
            />
            <TextField
              id={id('share')}
              label={text.formatMessage(formText.share)}
              className="benefits-field--short"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={row.share}
              error={errors[id('share')]}
              onChange={(event) => change(index, 'share')(event.target.value)}
            />
            <RadioGroup
              name={id('level')}
              legend={text.formatMessage(formText.level)}
              labels={levelLabels}
              value={row.level as BeneficiaryLevel | ''}
              error={errors[id('level')] ?? null}
              onChange={change(index, 'level')}
            />
            {rows.length > 1 && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  setRows((current) => current.filter((_, at) => at !== index));
                  setErrors({});
                  setWhole(null);
                }}
              >
                {text.formatMessage(formText.remove, { number })}
              </button>
            )}
          </fieldset>
        );
      })}
      {rows.length < maxBeneficiaries && (
        <p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setRows((current) => [...current, emptyRow()])}
          >
            {text.formatMessage(formText.add)}
          </button>
        </p>
      )}
      {lifePlanCount > 1 && (
        <div className="field">
          <label className="checkbox">
            <input
              type="checkbox"
              checked={allLifePlans}
              onChange={(event) => setAllLifePlans(event.target.checked)}
            />
            <span>{text.formatMessage(formText.allPlans)}</span>
          </label>
        </div>
      )}
      <div className="button-row">
        <button
          id="save-beneficiaries"
          type="submit"
          className="button button--primary"
          disabled={pending}
        >
          {text.formatMessage(formText.save)}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {text.formatMessage(formText.cancel)}
        </button>
      </div>
    </form>
  );
}
