// 'Add an employee' (docs/product/census.md#add-an-employee): a new hire's identity, employment and
// a box per plan the client offers (the employer's plans ticked to start with), checked by the
// domain's rule before the call and again by the server. Once added, the page says so, with the
// date coverage starts, and links to the employee's page; the person can register at once.

import { type FormEvent, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { planKindText } from '#domain/coverage/coverage-terms';
import type { PlanKind } from '#domain/coverage/plan-formulas';
import type { EmployeeRecord } from '#domain/employees/employees-answers';
import {
  type AddEmployeeRequest,
  addedSentence,
  checkNewHire,
  type NewHireField,
  newHireText,
  type OfferedPlans,
} from '#domain/employees/new-hire';
import type { Sentence } from '#domain/shared/claim-terms';
import { defineMessages } from '#domain/shared/define-messages';
import { CheckboxGroup, DateField } from '#web/components/benefits/benefit-fields.tsx';
import { LoadingNotice, useBenefitsData } from '#web/components/benefits/use-benefits-data.tsx';
import { useFormCall } from '#web/components/benefits/use-form-call.ts';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useText } from '#web/language/use-text.ts';
import { paths } from '#web/paths.ts';
import { postAddEmployee } from './api/add-employee.ts';
import { getOfferedPlans } from './api/offered-plans.ts';
import { BackToEmployees } from './employees-text.tsx';
import { portalToday } from '#web/lib/portal-day.ts';

const pageText = defineMessages({
  loading: { id: 'employees.add.loading', defaultMessage: 'Loading your plans…' },
  seeEmployee: {
    id: 'employees.add.seeEmployee',
    defaultMessage: "See {name}'s page",
    description: "A link to the new hire's page.",
  },
  addAnother: { id: 'employees.add.addAnother', defaultMessage: 'Add another employee' },
});

const emptyRequest = (offered: OfferedPlans): AddEmployeeRequest => ({
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  ssn: '',
  zipCode: '',
  email: '',
  hireDate: '',
  annualEarnings: '',
  hoursPerWeek: '',
  plans: offered.plans
    .filter((plan) => plan.paidBy === 'employer')
    .map((plan) => plan.formula.kind),
  supplementalLife: '',
});

/** The text fields in page order: the request's name, the label, and what the input takes. */
const textFields = [
  ['firstName', newHireText.firstName, { autoComplete: 'off', maxLength: 31 }],
  ['lastName', newHireText.lastName, { autoComplete: 'off', maxLength: 31 }],
  ['dateOfBirth', newHireText.dateOfBirth, 'date'],
  ['ssn', newHireText.ssn, { inputMode: 'numeric', autoComplete: 'off', maxLength: 11 }],
  ['zipCode', newHireText.zipCode, { inputMode: 'numeric', autoComplete: 'off', maxLength: 5 }],
  ['email', newHireText.email, { type: 'email', autoComplete: 'off', maxLength: 50 }],
  ['hireDate', newHireText.hireDate, 'date'],
  ['annualEarnings', newHireText.annualEarnings, { inputMode: 'decimal', maxLength: 20 }],
  ['hoursPerWeek', newHireText.hoursPerWeek, { inputMode: 'numeric', maxLength: 3 }],
] as const;

function NewHireForm({
  offered,
  onAdded,
}: {
  offered: OfferedPlans;
  onAdded(record: EmployeeRecord, said: Sentence): void;
}) {
  const text = useText();
  const { pending, send, errors, setErrors, showErrors, form } = useFormCall<NewHireField>();
  const [request, setRequest] = useState(() => emptyRequest(offered));
  /** A field changed is checked again at the next 'Add an employee': its message goes. */
  const set = <Field extends NewHireField>(field: Field, value: AddEmployeeRequest[Field]) => {
    setRequest((asked) => ({ ...asked, [field]: value }));
    setErrors(({ [field]: _, ...others }) => others);
  };

  async function add(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const checked = checkNewHire(request, offered.plans, portalToday());
    if (!checked.ok) {
      return showErrors(
        Object.fromEntries(
          Object.entries(checked.problems).map(([field, sentence]) => [
            field,
            text.formatMessage(sentence.message, sentence.values),
          ]),
        ),
      );
    }
    const added = await send(() => postAddEmployee(request), {
      activator: 'add-employee',
      fieldOf: (field) => (field in request ? (field as NewHireField) : null),
    });
    if (added) onAdded(added, addedSentence(added.name, checked.hire));
  }

  const kinds = offered.plans.map((plan) => plan.formula.kind);
  const labels = Object.fromEntries(
    kinds.map((kind) => [kind, text.formatMessage(planKindText[kind])]),
  ) as Record<PlanKind, string>;
  const electsSupplemental = request.plans.includes('supplemental-life');

  return (
    <form ref={form} className="benefits-form" aria-busy={pending} noValidate onSubmit={add}>
      {textFields.map(([field, label, input]) =>
        input === 'date' ? (
          <DateField
            key={field}
            id={`new-hire-${field}`}
            label={text.formatMessage(label)}
            value={request[field]}
            error={errors[field]}
            onValueChange={(value) => set(field, value)}
          />
        ) : (
          <TextField
            key={field}
            id={`new-hire-${field}`}
            label={text.formatMessage(label)}
            hint={field === 'email' ? text.formatMessage(newHireText.optional) : undefined}
            {...input}
            value={request[field]}
            error={errors[field]}
            onChange={(event) => set(field, event.target.value)}
          />
        ),
      )}
      {kinds.length > 0 && (
        <CheckboxGroup
          name="new-hire-plans"
          legend={text.formatMessage(newHireText.plans)}
          hint={text.formatMessage(newHireText.plansHint)}
          labels={labels}
          checked={request.plans}
          error={errors.plans}
          onChange={(plans) => set('plans', plans)}
          after={{
            'supplemental-life': electsSupplemental && (
              <TextField
                id="new-hire-supplementalLife"
                label={text.formatMessage(newHireText.supplementalLife)}
                className="benefits-field--short"
                inputMode="decimal"
                autoComplete="off"
                maxLength={20}
                value={request.supplementalLife}
                error={errors.supplementalLife}
                onChange={(event) => set('supplementalLife', event.target.value)}
              />
            ),
          }}
        />
      )}
      <div className="button-row">
        <button
          id="add-employee"
          type="submit"
          className="button button--primary"
          disabled={pending}
        >
          {text.formatMessage(newHireText.addEmployee)}
        </button>
      </div>
    </form>
  );
}

/** What the page says once the new hire is on the census; it takes focus. */
function Added({
  record,
  said,
  onAnother,
}: {
  record: EmployeeRecord;
  said: Sentence;
  onAnother(): void;
}) {
  const text = useText();
  const sentence = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => sentence.current?.focus(), []);
  return (
    <>
      <p ref={sentence} tabIndex={-1} role="status" className="benefits-status">
        {text.formatMessage(said.message, said.values)}
      </p>
      <p className="button-row">
        <Link href={paths.employerEmployee(record.memberId)}>
          {text.formatMessage(pageText.seeEmployee, { name: record.name })}
        </Link>
        <button type="button" className="button button--secondary" onClick={onAnother}>
          {text.formatMessage(pageText.addAnother)}
        </button>
      </p>
    </>
  );
}

export default function AddEmployeePage() {
  const text = useText();
  const load = useCallback(() => getOfferedPlans(), []);
  const [offered] = useBenefitsData(load);
  const [added, setAdded] = useState<{ record: EmployeeRecord; said: Sentence } | null>(null);
  const [forms, setForms] = useState(0);
  return (
    <div className="benefits-page">
      <h1>{text.formatMessage(newHireText.addEmployee)}</h1>
      <LoadingNotice loaded={offered} text={text.formatMessage(pageText.loading)} />
      {added ? (
        <Added
          record={added.record}
          said={added.said}
          onAnother={() => {
            setAdded(null);
            setForms((count) => count + 1);
          }}
        />
      ) : (
        offered.kind === 'ready' && (
          <>
            <p>{text.formatMessage(newHireText.intro)}</p>
            <NewHireForm
              key={forms}
              offered={offered.data}
              onAdded={(record, said) => setAdded({ record, said })}
            />
          </>
        )
      )}
      <BackToEmployees />
    </div>
  );
}
