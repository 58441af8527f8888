// Health information (docs/product/employer-claims.md, STYLE.md "For the benefits area"): what a
// claim holds of a person's health, as a type of its own, so that the compiler, not memory, keeps
// it out of everything an employer reads (ADA and HIPAA confidentiality: an employer needs dates
// and status, never why). The employee's claim page carries it (claims/claims-answers.ts builds its
// answer from this schema); every employer answer is checked against it with
// FreeOfHealthInformation. In shared because both features name it, and no feature imports
// another's files.

import * as z from 'zod/mini';
import { absenceReasons, conditionCategories, relationships } from './claim-terms.ts';
import { documentTypes } from './document-types.ts';

const isoDate = z.string();

export const healthInformationSchema = z.object({
  /**
   * Why: the person's own illness, a family member's care, a new child. Null while not
   * given (an absence the employer reported, until the employee says more).
   */
  reason: z.nullable(z.enum(absenceReasons)),
  conditionCategory: z.nullable(z.enum(conditionCategories)),
  /** Whether the condition came from work: a fact about the condition. */
  workRelated: z.nullable(z.boolean()),
  /** The treating provider says what the care is for. */
  providerName: z.nullable(z.string()),
  providerPhone: z.nullable(z.string()),
  /** Whose care the leave is for. */
  familyMemberName: z.nullable(z.string()),
  relationship: z.nullable(z.enum(relationships)),
  /** A new child's date of birth or placement: why the leave is taken, and a family detail. */
  childArrivalDate: z.nullable(isoDate),
  /** How often and how long the episodes of an intermittent leave come: the condition's course. */
  howOften: z.nullable(z.string()),
  howLong: z.nullable(z.string()),
  /** Documents asked for and sent: medical certifications and the like. */
  documentsNeeded: z.array(
    z.object({ documentType: z.enum(documentTypes), requestedOn: isoDate, dueOn: isoDate }),
  ),
  documentsSent: z.array(
    z.object({
      id: z.string(),
      documentType: z.enum(documentTypes),
      fileName: z.string(),
      receivedAt: z.string(),
    }),
  ),
});
export type HealthInformation = z.infer<typeof healthInformationSchema>;
export type HealthInformationKey = keyof HealthInformation;

/** The keys, for the tests that read what an employer is answered. */
export const healthInformationKeys = Object.keys(
  healthInformationSchema.shape,
) as HealthInformationKey[];

/** The health keys anywhere in T: its own, those of objects and arrays inside it. */
export type HealthKeysIn<T> = T extends readonly (infer Item)[]
  ? HealthKeysIn<Item>
  : T extends object
    ? Extract<keyof T, HealthInformationKey> | { [Key in keyof T]-?: HealthKeysIn<T[Key]> }[keyof T]
    : never;

/**
 * `true` when T carries no health information; otherwise a type naming the keys found, so
 * that `const checked: FreeOfHealthInformation<Answer> = true` fails to compile and says why.
 */
export type FreeOfHealthInformation<T> = [HealthKeysIn<T>] extends [never]
  ? true
  : { healthInformationFound: HealthKeysIn<T> };
