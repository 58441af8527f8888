import type { Role } from '#domain/shared/sides';

/** Route metadata of SPEC.md section 2. */
export interface RouteMeta {
  /** The document title. */
  title: string;
  /** Analytics page name. */
  pageName: string;
  category: string;
  siteSection: string;
  role?: Role;
}
