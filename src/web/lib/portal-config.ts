// The installation's settings, rendered by the server into the page (see web-app.ts).

import {
  defaultPortalConfig,
  type PortalConfig,
  portalConfigElementId,
} from '#domain/shared/portal-config';

function readPortalConfig(): PortalConfig {
  const text = document.getElementById(portalConfigElementId)?.textContent ?? '';
  try {
    return { ...defaultPortalConfig, ...(JSON.parse(text) as Partial<PortalConfig>) };
  } catch {
    return defaultPortalConfig;
  }
}

export const portalConfig: PortalConfig = readPortalConfig();
