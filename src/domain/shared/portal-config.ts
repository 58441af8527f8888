// What the server tells the browser about this installation, in the page it renders
// (a JSON block read once at start): brand, support phone, time zone, bot-protection site key.

import { defaultPortalTimeZone } from './clock.ts';

export interface PortalConfig {
  brandName: string;
  /** The insurer's public site: the logo opens it in a new tab. */
  siteUrl: string;
  /** The call-centre number, {phone} in the texts of docs/product/. */
  supportPhone: string;
  /** The same number as a vanity label (docs/product/shell.md). */
  supportPhoneLabel: string;
  /** The IANA zone whose calendar day is 'today' (src/domain/shared/clock.ts). */
  timeZone: string;
  /** Absent: the bot-protection script is not loaded and the local verifier is used. */
  recaptchaSiteKey?: string;
}

/** The defaults of an installation that configures nothing (the server's env defaults). */
export const defaultPortalConfig: PortalConfig = {
  brandName: 'Meridian Mutual',
  siteUrl: 'https://www.meridianmutual.example',
  supportPhone: '1-800-555-2273',
  supportPhoneLabel: '1-800-555-CARE',
  timeZone: defaultPortalTimeZone,
};

export const portalConfigElementId = 'portal-config';
