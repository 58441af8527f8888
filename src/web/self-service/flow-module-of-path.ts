// What the path of a flow's screen decides (SPEC.md section 2): the module every call of the
// flow is made under, and whether the right-hand help panel shows.

import { type FlowModule, passwordResetModule } from '#domain/self-service/flow';
import { basePath, paths } from '#web/paths.ts';

/**
 * The module of a path, with or without the /auth base: its first segment names the side or
 * username recovery, and a side's password-reset page its reset (decision 0014). Anything
 * else is the employee side, where registration starts by default.
 */
export function registrationModuleOfPath(path: string): FlowModule {
  const route =
    path === basePath || path.startsWith(`${basePath}/`) ? path.slice(basePath.length) : path;
  const [pathname = ''] = route.split(/[?#]/);
  const firstSegment = pathname.split('/')[1];
  const side = firstSegment === 'employers' ? 'employers' : 'employee-benefits';
  if (pathname === paths.passwordReset(side)) return passwordResetModule(side);
  if (firstSegment === 'userNameRecovery') return 'userNameRecovery';
  return side;
}

/** SPEC.md section 2: "only when the path contains 'full' or ends in 'sso'". */
export function showsHelpPanel(path: string): boolean {
  return path.includes('full') || path.endsWith('sso');
}
