// The answers of the login calls (docs/product/calls.md) and of the account home's two calls
// (decision 0008), as schemas with their types inferred: the server declares them as its
// response schemas and the browser reads the same types.

import * as z from 'zod/mini';

export const loginStatusCodes = [
  'AUTHENTICATION_SUCCESS',
  'TEST',
  'INVALIDCREDENTIALS',
  'ACCOUNTDISABLED',
  'LOGINATTEMPTEXCEED',
  'SESSIONLOCKED',
] as const;
export type LoginStatusCode = (typeof loginStatusCodes)[number];

const statusOf = <const Codes extends readonly [string, ...string[]]>(codes: Codes) =>
  z.object({ code: z.enum(codes), name: z.string() });

export const loginResponseSchema = z.object({
  status: statusOf(loginStatusCodes),
  redirectUrl: z.optional(z.string()),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Who is logged in, as the account home shows it. */
export const accountSummarySchema = z.object({
  userName: z.string(),
  role: z.enum(['employee', 'employer']),
  firstName: z.string(),
  lastName: z.string(),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

/** Anyone may ask: who is not logged in is told so. */
export const accountSummaryResponseSchema = z.object({
  status: statusOf(['SUCCESS', 'NOTLOGGEDIN']),
  account: z.optional(accountSummarySchema),
});
export type AccountSummaryResponse = z.infer<typeof accountSummaryResponseSchema>;

export const logoutResponseSchema = z.object({
  status: statusOf(['SUCCESS']),
  redirectUrl: z.string(),
});
export type LogoutResponse = z.infer<typeof logoutResponseSchema>;
