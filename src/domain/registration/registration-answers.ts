// The answers only registration gives (SPEC.md section 3): the ZIP code step's and the help
// panel's, as schemas with their types inferred, like every flow's (self-service-answers.ts).

import * as z from 'zod/mini';
import { statusSchema } from '#domain/self-service/self-service-answers';

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
