import type { MessageDescriptor } from '#domain/shared/define-messages';
import type { Role } from '#domain/shared/sides';

/** Route metadata of docs/product/shell.md. */
export interface RouteMeta {
  /** The document title, in the page's language. */
  title: MessageDescriptor;
  /** Analytics page name. */
  pageName: string;
  category: string;
  siteSection: string;
  role?: Role;
}
