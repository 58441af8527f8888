// The insurer's links and texts around the portal: navigation, footer, quick links and
// legal notes. All of them point into the public site of portalConfig.siteUrl, so an
// installation with another site gets its own links without code changes.

import { portalConfig } from '#web/lib/portal-config.ts';

/** A link of SPEC.md section 3 ("Link entry: text, link"). */
export interface LinkEntry {
  text: string;
  link: string;
}

/** A footer entry of SPEC.md section 3. */
export interface FooterEntry {
  name: string;
  url: string;
  /** Shown as the link's tooltip. */
  title: string;
  telUrl?: string;
  telphoneNo?: string;
}

export interface NavGroup {
  /** Stable part of the element ids of the group's button and dropdown. */
  id: string;
  label: string;
  /** A paragraph shown above the links of the dropdown. */
  intro?: string;
  links: LinkEntry[];
}

export interface FooterColumn {
  heading: FooterEntry;
  links: FooterEntry[];
}

export type SocialNetwork = 'facebook' | 'linkedin' | 'x' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  name: string;
  url: string;
}

const { brandName, siteUrl } = portalConfig;

/** Resolves a page of the public site, keeping any path the configured site URL has. */
function sitePage(path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

function link(text: string, path: string): LinkEntry {
  return { text, link: sitePage(path) };
}

function footerEntry(name: string, path: string, title: string): FooterEntry {
  return { name, url: sitePage(path), title };
}

export const navGroups: NavGroup[] = [
  {
    id: 'who-we-are',
    label: 'Who We Are',
    intro: `For 175 years, ${brandName} has been protecting families. Founded in 1851 as a mutual company, we answer to our policyholders, so the promises we make today are the ones we keep for generations.`,
    links: [
      link('About Us', 'about-us'),
      link('Our History', 'about-us/history'),
      link('Financial Strength', 'about-us/financial-strength'),
      link('Careers', 'careers'),
      link('Newsroom', 'newsroom'),
    ],
  },
  {
    id: 'prepare-for-life',
    label: 'Prepare for Life',
    links: [
      link('Starting a Family', 'prepare-for-life/starting-a-family'),
      link('Buying a Home', 'prepare-for-life/buying-a-home'),
      link('Planning for Retirement', 'prepare-for-life/retirement'),
      link('Caring for a Loved One', 'prepare-for-life/caregiving'),
    ],
  },
  {
    id: 'what-we-offer',
    label: 'What We Offer',
    links: [
      link('Disability Insurance', 'products/disability-insurance'),
      link('Life Insurance', 'products/life-insurance'),
      link('Dental and Vision Insurance', 'products/dental-vision-insurance'),
      link('Absence Management', 'products/absence-management'),
    ],
  },
  {
    id: 'learn-and-compare',
    label: 'Learn and Compare',
    links: [
      link('Benefits Basics', 'learn/benefits-basics'),
      link('Compare Coverage Options', 'learn/compare-coverage'),
      link('Calculators and Tools', 'learn/calculators'),
      link('Glossary of Terms', 'learn/glossary'),
    ],
  },
];

export const footerColumns: FooterColumn[] = [
  {
    heading: footerEntry('Accounts', 'accounts', 'Manage your accounts'),
    links: [
      footerEntry('Make a Payment', 'accounts/payments', 'Pay a premium or a bill online'),
      footerEntry('Go Paperless', 'accounts/paperless', 'Get your documents online'),
      footerEntry('Update a Beneficiary', 'accounts/beneficiaries', 'Change your beneficiaries'),
    ],
  },
  {
    heading: footerEntry('For Employers', 'employers', 'Group benefits for employers'),
    links: [
      footerEntry('Group Benefits', 'employers/group-benefits', 'Benefits to offer your team'),
      footerEntry('Absence Management', 'employers/absence', 'Leave and absence services'),
      footerEntry('Billing Help', 'employers/billing', 'How group billing works'),
    ],
  },
  {
    heading: footerEntry('For Employees', 'employees', 'Resources for covered employees'),
    links: [
      footerEntry('Understand Your Benefits', 'employees/benefits', 'What your coverage includes'),
      footerEntry('Family Medical Leave', 'employees/family-medical-leave', 'Request a leave'),
      footerEntry('Employee Resources', 'employees/resources', 'Guides and answers'),
    ],
  },
];

export const contactUsEntry: FooterEntry = footerEntry(
  'Contact us online',
  'contact-us',
  'Send us a message',
);

export const formsAndClaimsEntries: FooterEntry[] = [
  footerEntry('Forms', 'forms', 'Find a service or claim form'),
  footerEntry('Claims', 'claims', 'Start or check on a claim'),
];

export const legalEntries: FooterEntry[] = [
  footerEntry('Privacy', 'legal/privacy', 'How we protect and use your information'),
  footerEntry('Terms of Use', 'legal/terms-of-use', 'Terms for using our sites'),
  footerEntry('Accessibility', 'legal/accessibility', 'Our commitment to accessibility'),
  footerEntry('Legal Notices', 'legal/notices', 'Legal and regulatory notices'),
];

export const socialLinks: SocialLink[] = [
  { network: 'facebook', name: 'Facebook', url: 'https://www.facebook.com/meridianmutual' },
  {
    network: 'linkedin',
    name: 'LinkedIn',
    url: 'https://www.linkedin.com/company/meridian-mutual',
  },
  { network: 'x', name: 'X', url: 'https://x.com/meridianmutual' },
  { network: 'youtube', name: 'YouTube', url: 'https://www.youtube.com/@meridianmutual' },
];

export const quickLinks: LinkEntry[] = [
  link('Make a Payment', 'accounts/payments'),
  link('Start a Claim', 'claims/start'),
  link('Service Forms', 'forms/service'),
];

/** The sister products of the quick-links panel (SPEC.md section 2). */
export const otherProducts: LinkEntry[] = [
  link('Individual Life Insurance', 'products/individual-life-insurance'),
  link('Retirement Plans', 'products/retirement-plans'),
  link('Medicare Supplement Insurance', 'products/medicare-supplement'),
];

/** SPEC.md section 9: "Copyright year in the landing footer data: 2021". */
export const copyrightYear = 2021;

export const legalNote = `Group insurance products are issued and underwritten by ${brandName} and its affiliated insurance companies. Products and features are subject to state availability and may not be available in all states. This is not a contract; the policy sets out the complete terms of coverage, including exclusions and limitations.`;

/** Linked from the disclaimer under the login form (SPEC.md section 2). */
export const disclosureStatementUrl = sitePage('legal/disclosure-statement');
export const businessContinuityUrl = sitePage('legal/business-continuity');
