// Who receives a member's life insurance (docs/product/coverage.md#beneficiaries): the rows of a
// designation as a person types them, the rules a save must pass, and the sentences that refuse
// it, shared by the form and the server. A designation is whole: it replaces the plan's earlier
// one, which is kept (the server never updates or deletes one).

import * as z from 'zod/mini';
import { isoDateOfTyped } from '#domain/shared/absence-dates';
import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { wholeNumberOfTyped } from '#domain/shared/typed-numbers';

export const relationships = [
  'spouse',
  'child',
  'parent',
  'sibling',
  'other-person',
  'estate',
  'trust',
] as const;
export type Relationship = (typeof relationships)[number];

export const beneficiaryLevels = ['primary', 'contingent'] as const;
export type BeneficiaryLevel = (typeof beneficiaryLevels)[number];

/** The life plans a designation is for. */
export const lifePlanKinds = ['basic-life', 'supplemental-life'] as const;
export type LifePlanKind = (typeof lifePlanKinds)[number];

/** At most this many rows: enough for a large family, few enough to read back. */
export const maxBeneficiaries = 10;
const nameMax = 100;

export const relationshipText = defineMessages({
  spouse: { id: 'beneficiaries.relationship.spouse', defaultMessage: 'Spouse' },
  child: { id: 'beneficiaries.relationship.child', defaultMessage: 'Child' },
  parent: { id: 'beneficiaries.relationship.parent', defaultMessage: 'Parent' },
  sibling: { id: 'beneficiaries.relationship.sibling', defaultMessage: 'Sibling' },
  'other-person': { id: 'beneficiaries.relationship.otherPerson', defaultMessage: 'Other person' },
  estate: { id: 'beneficiaries.relationship.estate', defaultMessage: 'Estate' },
  trust: { id: 'beneficiaries.relationship.trust', defaultMessage: 'Trust' },
});

export const levelText = defineMessages({
  primary: { id: 'beneficiaries.level.primary', defaultMessage: 'Primary' },
  contingent: { id: 'beneficiaries.level.contingent', defaultMessage: 'Contingent' },
});

export const beneficiaryMessages = defineMessages({
  primaryShares: {
    id: 'beneficiaries.error.primaryShares',
    defaultMessage: 'Primary shares must add up to 100%.',
  },
  contingentShares: {
    id: 'beneficiaries.error.contingentShares',
    defaultMessage: 'Contingent shares must add up to 100%.',
  },
  primaryFirst: {
    id: 'beneficiaries.error.primaryFirst',
    defaultMessage: 'Name a primary beneficiary first.',
  },
  fullName: {
    id: 'beneficiaries.error.fullName',
    defaultMessage: 'Enter the full name in letters, as it is written.',
  },
  relationship: {
    id: 'beneficiaries.error.relationship',
    defaultMessage: 'Choose a relationship from the list.',
  },
  dateOfBirth: {
    id: 'beneficiaries.error.dateOfBirth',
    defaultMessage: 'Enter a real date of birth, MM/DD/YYYY, not in the future, or leave it empty.',
  },
  share: {
    id: 'beneficiaries.error.share',
    defaultMessage: 'Enter a whole percent from 1 to 100.',
  },
  level: { id: 'beneficiaries.error.level', defaultMessage: 'Choose Primary or Contingent.' },
  tooMany: {
    id: 'beneficiaries.error.tooMany',
    defaultMessage: 'Name at most {max} beneficiaries.',
  },
  changedMeanwhile: {
    id: 'beneficiaries.error.changedMeanwhile',
    defaultMessage:
      'Your beneficiaries were changed while this page was open. Reload the page to see them before you change them.',
  },
  noLifePlan: {
    id: 'beneficiaries.error.noLifePlan',
    defaultMessage: 'You have no life coverage to name beneficiaries for.',
  },
  saved: { id: 'beneficiaries.saved', defaultMessage: 'Your beneficiaries are saved.' },
});

/** A row as the form sends it: what was typed, checked here and again on the server. */
export const typedBeneficiarySchema = z.object({
  fullName: z.string().check(z.maxLength(200)),
  relationship: z.string().check(z.maxLength(40)),
  /** MM/DD/YYYY, or empty. */
  dateOfBirth: z.string().check(z.maxLength(20)),
  share: z.string().check(z.maxLength(10)),
  level: z.string().check(z.maxLength(20)),
});
export type TypedBeneficiary = z.infer<typeof typedBeneficiarySchema>;

export const saveBeneficiariesRequestSchema = z.object({
  plan: z.enum(lifePlanKinds),
  /** 'Use these beneficiaries for all my life coverage'. */
  allLifePlans: z.boolean(),
  /** The version the page showed of the plan's designation: 0 when it had none. */
  basedOnVersion: z.number().check(z.int(), z.nonnegative()),
  beneficiaries: z.array(typedBeneficiarySchema).check(z.maxLength(50)),
});
export type SaveBeneficiariesRequest = z.infer<typeof saveBeneficiariesRequestSchema>;

/** A row once checked: what is kept, sealed. */
export interface Beneficiary {
  fullName: string;
  relationship: Relationship;
  /** YYYY-MM-DD, or null. */
  dateOfBirth: string | null;
  /** A whole percent. */
  share: number;
  level: BeneficiaryLevel;
}

/** What refuses a row's field, by the field's name in the form: `beneficiaries.2.share`. */
export interface BeneficiaryProblem {
  field: string;
  message: MessageDescriptor;
  values?: Record<string, number>;
}

// Letters of any script, with the marks, spaces, apostrophes, hyphens and periods of names; an
// estate or a trust may carry '&' and commas ('Roe Family Trust, dated 2019' has digits: refused,
// the trust's name is enough).
const namePattern = /^[\p{L}\p{M}][\p{L}\p{M} '’.,&-]*$/u;

const fieldOf = (index: number, name: keyof TypedBeneficiary) => `beneficiaries.${index}.${name}`;

function rowProblems(row: TypedBeneficiary, index: number, today: string): BeneficiaryProblem[] {
  const problems: BeneficiaryProblem[] = [];
  const name = row.fullName.trim();
  if (!name || name.length > nameMax || !namePattern.test(name)) {
    problems.push({ field: fieldOf(index, 'fullName'), message: beneficiaryMessages.fullName });
  }
  if (!(relationships as readonly string[]).includes(row.relationship)) {
    problems.push({
      field: fieldOf(index, 'relationship'),
      message: beneficiaryMessages.relationship,
    });
  }
  const typedBirth = row.dateOfBirth.trim();
  const birth = typedBirth ? isoDateOfTyped(typedBirth) : null;
  if (typedBirth && (!birth || birth > today || birth < '1900-01-01')) {
    problems.push({
      field: fieldOf(index, 'dateOfBirth'),
      message: beneficiaryMessages.dateOfBirth,
    });
  }
  const share = wholeNumberOfTyped(row.share.replace(/%$/, ''));
  if (share === null || share < 1 || share > 100) {
    problems.push({ field: fieldOf(index, 'share'), message: beneficiaryMessages.share });
  }
  if (!(beneficiaryLevels as readonly string[]).includes(row.level)) {
    problems.push({ field: fieldOf(index, 'level'), message: beneficiaryMessages.level });
  }
  return problems;
}

/** The whole designation's problems, each row's first, then the shares'; none means it saves. */
export function designationProblems(
  rows: readonly TypedBeneficiary[],
  today: string,
): BeneficiaryProblem[] {
  if (rows.length > maxBeneficiaries) {
    return [
      {
        field: 'beneficiaries',
        message: beneficiaryMessages.tooMany,
        values: { max: maxBeneficiaries },
      },
    ];
  }
  const problems = rows.flatMap((row, index) => rowProblems(row, index, today));
  if (problems.length > 0) return problems;
  const checked = rows.map(beneficiaryOf);
  const total = (level: BeneficiaryLevel) =>
    checked.filter((row) => row.level === level).reduce((sum, row) => sum + row.share, 0);
  const primaries = checked.filter((row) => row.level === 'primary').length;
  const contingents = checked.length - primaries;
  if (primaries === 0) {
    return [{ field: 'beneficiaries', message: beneficiaryMessages.primaryFirst }];
  }
  if (total('primary') !== 100) {
    return [{ field: 'beneficiaries', message: beneficiaryMessages.primaryShares }];
  }
  if (contingents > 0 && total('contingent') !== 100) {
    return [{ field: 'beneficiaries', message: beneficiaryMessages.contingentShares }];
  }
  return [];
}

/** A row that passed designationProblems, as it is kept. */
export function beneficiaryOf(row: TypedBeneficiary): Beneficiary {
  const typedBirth = row.dateOfBirth.trim();
  return {
    fullName: row.fullName.trim().replace(/\s+/g, ' '),
    relationship: row.relationship as Relationship,
    dateOfBirth: typedBirth ? isoDateOfTyped(typedBirth) : null,
    share: wholeNumberOfTyped(row.share.replace(/%$/, '')) ?? 0,
    level: row.level as BeneficiaryLevel,
  };
}

/** The primary beneficiaries first, then the contingent ones, each as they were typed. */
export function inDesignationOrder(rows: readonly Beneficiary[]): Beneficiary[] {
  return [
    ...rows.filter((row) => row.level === 'primary'),
    ...rows.filter((row) => row.level === 'contingent'),
  ];
}
