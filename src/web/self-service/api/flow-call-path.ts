import { type FlowModule, isPasswordReset, sideOfModule } from '#domain/self-service/flow';

/**
 * Where a call of a flow goes (docs/product/calls.md, decision 0014): a registration's under
 * `<module>/registration/`, a password reset's beside its page,
 * `<side>/registration/password-reset/`, and username recovery's one call without the
 * registration segment.
 */
export function flowCallPath(module: FlowModule, call: string): string {
  if (isPasswordReset(module)) return `${sideOfModule(module)}/registration/password-reset/${call}`;
  if (module === 'userNameRecovery') return `userNameRecovery/${call}`;
  // A disability claim without registering: its calls beside its page
  // (docs/product/public-claim.md).
  if (module === 'claims/disability') return `${module}/${call}`;
  return `${module}/registration/${call}`;
}
