// The answers only registration gives, as response schemas: the ZIP code step's and the help
// panel's. Held to the domain's answer types like the shared ones (self-service-responses.ts).

import * as z from 'zod/mini';
import type { RightSideContent, ZipCodeResponse } from '#domain/registration/registration-api';
import {
  type Describes,
  type Holds,
  statusSchema,
} from '#server/self-service/self-service-responses';

export const zipCodeResponseSchema = z.object({
  status: statusSchema,
  /** The user name kept for this person (VALID_USERNAME_EXIST). */
  userName: z.optional(z.string()),
});

export const rightSideContentSchema = z.object({
  status: statusSchema,
  heading: z.string(),
  offers: z.array(z.string()),
  helpDocumentUrl: z.string(),
  phone: z.string(),
});

/** Fails to compile when a schema above and the domain's answer type drift apart. */
export type RegistrationSchemasDescribeTheAnswers = [
  Holds<Describes<typeof zipCodeResponseSchema, ZipCodeResponse>>,
  Holds<Describes<typeof rightSideContentSchema, RightSideContent>>,
];
