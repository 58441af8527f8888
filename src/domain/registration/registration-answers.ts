// The answers only registration gives (docs/product/calls.md): the ZIP code step's and the help
// panel's, as schemas with their types inferred, like every flow's (self-service-answers.ts).

import * as z from 'zod/mini';
import { statusSchema } from '#domain/self-service/self-service-answers';
import { defineMessages } from '#domain/shared/define-messages';

export const zipCodeResponseSchema = z.object({
  status: statusSchema,
  /** The user name kept for this person (VALID_USERNAME_EXIST). */
  userName: z.optional(z.string()),
});
export type ZipCodeResponse = z.infer<typeof zipCodeResponseSchema>;

/** The right-hand help panel of the registration start. */
export const rightSideContentSchema = z.object({
  status: statusSchema,
  heading: z.string(),
  offers: z.array(z.string()),
  helpDocumentUrl: z.string(),
  phone: z.string(),
});
export type RightSideContent = z.infer<typeof rightSideContentSchema>;

/** What the help panel says the online account offers, in the request's language. */
export const rightSideText = defineMessages({
  heading: {
    id: 'registration.offers.heading',
    defaultMessage: 'With your online account you can',
    description: 'The heading of a list: each offer below completes the sentence.',
  },
  coverage: { id: 'registration.offers.coverage', defaultMessage: 'Learn about your coverage' },
  absences: {
    id: 'registration.offers.absences',
    defaultMessage: 'Submit and manage absence requests',
  },
  documents: {
    id: 'registration.offers.documents',
    defaultMessage: 'Download and upload documents',
  },
});

export const rightSideOffers = [
  rightSideText.coverage,
  rightSideText.absences,
  rightSideText.documents,
];
