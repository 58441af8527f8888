// A route of the app's route table (router.tsx): a page with its metadata of docs/product/shell.md,
// or a redirect.

import type { ReactNode } from 'react';
import type { RouteMeta } from '#web/lib/route-meta.ts';
import type { FlowRoute } from '#web/self-service/flow-route.ts';

export interface PageRoute {
  path: string;
  meta: RouteMeta;
  render(): ReactNode;
  aside?: ReactNode;
  /** Extra class of the page root. */
  className?: string;
  /** A page of a self-service flow: what its screens are told (self-service/flow-route.ts). */
  flow?: FlowRoute;
}

export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export type AppRoute = PageRoute | RedirectRoute;
