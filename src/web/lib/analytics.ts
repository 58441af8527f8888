// Page-view events for the tag manager: pushed to window.dataLayer on every navigation.

import type { RouteMeta } from './route-meta.ts';

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushPageView(meta: RouteMeta, path: string, previousPath: string | null): void {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'pageView',
    pageName: meta.pageName,
    pageCategory: meta.category,
    siteSection: meta.siteSection,
    ...(meta.role ? { role: meta.role } : {}),
    path,
    previousPath,
  });
}
