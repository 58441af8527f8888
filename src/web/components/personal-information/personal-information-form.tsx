// The personal-information form of docs/product/registration.md#screens (screen 1): names, date of
// birth, SSN or TIN, and for employers a client id. Registration, single sign-on and username
// recovery all ask the same questions, so the form is one component and each flow passes its
// mode and what Continue does. The values stay in this component's state: the SSN and the
// date of birth never reach a store.

import { type FormEvent, type ReactNode, useState } from 'react';
import {
  personalInfoProblems,
  type ValidateCustomerRequest,
} from '#domain/self-service/self-service-api';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { joinDateOfBirth, limits, type SsnLength } from '#domain/shared/field-rules';
import {
  DateOfBirthField,
  type DateParts,
  emptyDate,
} from '#web/components/fields/date-of-birth-field.tsx';
import { DigitsField } from '#web/components/fields/digits-field.tsx';
import { fieldLabels } from '#web/components/fields/field-labels.ts';
import { TextField } from '#web/components/fields/text-field.tsx';
import { useTouchedFields } from '#web/components/fields/use-touched-fields.ts';
import { useText } from '#web/language/use-text.ts';
import { stepButtonText } from '#web/self-service/continue-button.tsx';
import './personal-information.css';
import { portalToday } from '#web/lib/portal-day.ts';

export type PersonalInfoField = 'firstName' | 'lastName' | 'dateOfBirth' | 'ssn' | 'clientId';

/** What the caller's answer asks of the form: the fields the server wants typed again. */
export interface PersonalInformationResult {
  clearFields?: PersonalInfoField[];
}

export interface PersonalInformationFormProps {
  /** 4 (last 4 digits) or 9 (multiple-client mode); null: no SSN box (employers). */
  ssnLength: SsnLength | null;
  /** Employers name their organisation by client id; never shown in multiple-client mode. */
  showClientId?: boolean;
  /** Names taken from the session: shown filled in and disabled (employer invitation). */
  fixedNames?: { firstName: string; lastName: string };
  /** The id of Continue, so a banner can return focus to it. */
  submitId?: string;
  /**
   * Sends the request. The form disables Continue until the promise settles and empties
   * the fields the result names.
   */
  onSubmit(request: ValidateCustomerRequest): Promise<PersonalInformationResult | void>;
  /** Shown under Continue, e.g. the link back to login. */
  footer?: ReactNode;
  /** The day the date of birth must be before; today unless a test says otherwise. */
  today?: () => string;
}

const formText = defineMessages({
  ssnLast4: {
    id: 'self-service.label.ssnLast4',
    defaultMessage: 'Last 4 digits SSN / TIN',
    description: 'SSN: Social Security Number; TIN: Taxpayer Identification Number.',
  },
  ssnFull: {
    id: 'self-service.label.ssnFull',
    defaultMessage: 'Social Security Number or TIN',
    description: 'TIN: Taxpayer Identification Number.',
  },
  clientId: {
    id: 'self-service.label.clientId',
    defaultMessage: 'Client ID',
    description: "The employer's client number with us, 9 digits.",
  },
});

const ssnLabel: Record<SsnLength, MessageDescriptor> = {
  4: formText.ssnLast4,
  9: formText.ssnFull,
};

/** The element each field's problem sends focus to, in the order of the form. */
const focusTargets: Record<PersonalInfoField, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  dateOfBirth: 'dateOfBirth-month',
  ssn: 'ssn',
  clientId: 'clientId',
};

export function PersonalInformationForm({
  ssnLength,
  showClientId = false,
  fixedNames,
  submitId = 'personal-info-submit',
  onSubmit,
  footer,
  today = portalToday,
}: PersonalInformationFormProps) {
  const text = useText();
  const [firstName, setFirstName] = useState(fixedNames?.firstName ?? '');
  const [lastName, setLastName] = useState(fixedNames?.lastName ?? '');
  const [dateOfBirth, setDateOfBirth] = useState<DateParts>(emptyDate);
  const [ssn, setSsn] = useState('');
  const [clientId, setClientId] = useState('');
  const [pending, setPending] = useState(false);
  const touched = useTouchedFields<PersonalInfoField>();

  const hasSsn = ssnLength !== null;
  const hasClientId = showClientId && ssnLength !== 9;
  const shownFields = new Set<PersonalInfoField>([
    'firstName',
    'lastName',
    'dateOfBirth',
    ...(hasSsn ? (['ssn'] as const) : []),
    ...(hasClientId ? (['clientId'] as const) : []),
  ]);

  const request: ValidateCustomerRequest = {
    firstName: fixedNames?.firstName ?? firstName,
    lastName: fixedNames?.lastName ?? lastName,
    dateOfBirth: joinDateOfBirth(dateOfBirth.month, dateOfBirth.day, dateOfBirth.year),
    ssn: hasSsn ? ssn : '',
    ...(hasClientId ? { clientId } : {}),
  };
  const { ClientId: clientIdProblem, ...problems } = personalInfoProblems(request, {
    ssnLength: ssnLength ?? 4,
    requireClientId: hasClientId,
    today: today(),
  });
  const problemOf: Partial<Record<PersonalInfoField, MessageDescriptor>> = {
    ...problems,
    clientId: clientIdProblem,
  };
  const errorOf = (field: PersonalInfoField) =>
    shownFields.has(field) && touched.isTouched(field) ? (problemOf[field] ?? null) : null;

  function clear(fields: PersonalInfoField[]) {
    const editable = fixedNames
      ? fields.filter((f) => f !== 'firstName' && f !== 'lastName')
      : fields;
    for (const field of editable) {
      if (field === 'firstName') setFirstName('');
      if (field === 'lastName') setLastName('');
      if (field === 'dateOfBirth') setDateOfBirth(emptyDate);
      if (field === 'ssn') setSsn('');
      if (field === 'clientId') setClientId('');
    }
    touched.untouch(...editable);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const invalid = [...shownFields].filter((field) => problemOf[field]);
    touched.touch(...shownFields);
    if (invalid.length > 0) {
      document.getElementById(focusTargets[invalid[0]!])?.focus();
      return;
    }
    setPending(true);
    try {
      const result = await onSubmit(request);
      if (result?.clearFields) clear(result.clearFields);
    } finally {
      setPending(false);
    }
  }

  return (
    <form className="personal-information" noValidate onSubmit={submit}>
      <TextField
        id="firstName"
        name="firstName"
        label={text.formatMessage(fieldLabels.firstName)}
        autoComplete="given-name"
        maxLength={limits.nameMax}
        value={fixedNames?.firstName ?? firstName}
        disabled={Boolean(fixedNames)}
        required
        error={errorOf('firstName')}
        onChange={(event) => setFirstName(event.target.value)}
        onBlur={() => touched.touch('firstName')}
      />
      <TextField
        id="lastName"
        name="lastName"
        label={text.formatMessage(fieldLabels.lastName)}
        autoComplete="family-name"
        maxLength={limits.nameMax}
        value={fixedNames?.lastName ?? lastName}
        disabled={Boolean(fixedNames)}
        required
        error={errorOf('lastName')}
        onChange={(event) => setLastName(event.target.value)}
        onBlur={() => touched.touch('lastName')}
      />
      <DateOfBirthField
        id="dateOfBirth"
        value={dateOfBirth}
        error={errorOf('dateOfBirth')}
        onChange={setDateOfBirth}
        onBlur={() => touched.touch('dateOfBirth')}
      />
      {hasSsn && (
        <DigitsField
          // A new box when the length changes: the browser forgets what it offered to fill.
          key={ssnLength}
          id="ssn"
          name="ssn"
          label={text.formatMessage(ssnLabel[ssnLength])}
          type="password"
          autoComplete="off"
          className="personal-information__ssn"
          maxLength={ssnLength}
          value={ssn}
          required
          error={errorOf('ssn')}
          onValueChange={setSsn}
          onBlur={() => touched.touch('ssn')}
        />
      )}
      {hasClientId && (
        <DigitsField
          id="clientId"
          name="clientId"
          label={text.formatMessage(formText.clientId)}
          autoComplete="off"
          className="personal-information__client-id"
          maxLength={limits.clientIdLength}
          value={clientId}
          required
          error={errorOf('clientId')}
          onValueChange={setClientId}
          onBlur={() => touched.touch('clientId')}
        />
      )}
      <div className="button-row">
        <button id={submitId} type="submit" className="button button--primary" disabled={pending}>
          {text.formatMessage(stepButtonText.continue)}
        </button>
      </div>
      {footer}
    </form>
  );
}
