// What the path of a registration screen decides (SPEC.md section 2): the module every call
// of the flow is made under, and whether the right-hand help panel shows.

import type { RegistrationModule } from '../../../domain/registration/registration-flow.ts';
import type { Side } from '../../../domain/shared/sides.ts';
import { basePath } from '../../paths.ts';

/**
 * The module of a path, with or without the /auth base: its first segment names it.
 * Anything else is the employee side, where registration starts by default.
 */
export function registrationModuleOfPath(path: string): RegistrationModule {
  const route =
    path === basePath || path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
  const firstSegment = route.split(/[/?#]/)[1];
  if (firstSegment === 'employers') return 'employers';
  if (firstSegment === 'userNameRecovery') return 'userNameRecovery';
  return 'employee-benefits';
}

/** The side whose login page the flow returns to: username recovery is for employees. */
export function sideOfModule(module: RegistrationModule): Side {
  return module === 'employers' ? 'employers' : 'employee-benefits';
}

/** SPEC.md section 2: "only when the path contains 'full' or ends in 'sso'". */
export function showsHelpPanel(path: string): boolean {
  return path.includes('full') || path.endsWith('sso');
}
