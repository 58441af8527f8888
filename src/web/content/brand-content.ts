// The insurer's links and texts around the portal: footer, quick links and legal notes (the
// navigation's are nav-content.ts). All but the accessibility statement and 'Update a
// Beneficiary' (pages of the portal) point into the public site of portalConfig.siteUrl, so an
// installation with another site gets its own links without code changes. Their words are
// messages of the shell (lang/shell/), formatted where they are shown.

import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { portalConfig } from '#web/lib/portal-config.ts';
import { paths } from '#web/paths.ts';

/** A link of docs/product/calls.md ("Link entry: text, link"). */
export interface LinkEntry {
  text: MessageDescriptor;
  link: string;
}

/** A footer entry of docs/product/calls.md. */
export interface FooterEntry {
  name: MessageDescriptor;
  url: string;
  /** Shown as the link's tooltip. */
  title: MessageDescriptor;
  telUrl?: string;
  telphoneNo?: string;
  /** `url` is a page of the portal, opened in place. */
  inApp?: boolean;
}

export interface FooterColumn {
  heading: FooterEntry;
  links: FooterEntry[];
}

export type SocialNetwork = 'facebook' | 'linkedin' | 'x' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  /** The network's own name, the same in every language. */
  name: string;
  url: string;
}

const { siteUrl } = portalConfig;

/** Resolves a page of the public site, keeping any path the configured site URL has. */
function sitePage(path: string): string {
  return new URL(path, siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`).href;
}

export function link(text: MessageDescriptor, path: string): LinkEntry {
  return { text, link: sitePage(path) };
}

function footerEntry(name: MessageDescriptor, path: string, title: MessageDescriptor): FooterEntry {
  return { name, url: sitePage(path), title };
}

/** The footer's links: each a name and the tooltip (`...Title`) that says where it leads. */
const footerText = defineMessages({
  absenceManagement: { id: 'shell.footer.absenceManagement', defaultMessage: 'Absence Management' },
  accounts: { id: 'shell.footer.accounts', defaultMessage: 'Accounts' },
  accountsTitle: { id: 'shell.footer.accountsTitle', defaultMessage: 'Manage your accounts' },
  makeAPayment: { id: 'shell.footer.makeAPayment', defaultMessage: 'Make a Payment' },
  makeAPaymentTitle: {
    id: 'shell.footer.makeAPaymentTitle',
    defaultMessage: 'Pay a premium or a bill online',
  },
  goPaperless: { id: 'shell.footer.goPaperless', defaultMessage: 'Go Paperless' },
  goPaperlessTitle: {
    id: 'shell.footer.goPaperlessTitle',
    defaultMessage: 'Get your documents online',
  },
  updateABeneficiary: {
    id: 'shell.footer.updateABeneficiary',
    defaultMessage: 'Update a Beneficiary',
  },
  updateABeneficiaryTitle: {
    id: 'shell.footer.updateABeneficiaryTitle',
    defaultMessage: 'Change your beneficiaries',
  },
  forEmployers: { id: 'shell.footer.forEmployers', defaultMessage: 'For Employers' },
  forEmployersTitle: {
    id: 'shell.footer.forEmployersTitle',
    defaultMessage: 'Group benefits for employers',
  },
  groupBenefits: { id: 'shell.footer.groupBenefits', defaultMessage: 'Group Benefits' },
  groupBenefitsTitle: {
    id: 'shell.footer.groupBenefitsTitle',
    defaultMessage: 'Benefits to offer your team',
  },
  absenceManagementTitle: {
    id: 'shell.footer.absenceManagementTitle',
    defaultMessage: 'Leave and absence services',
  },
  billingHelp: { id: 'shell.footer.billingHelp', defaultMessage: 'Billing Help' },
  billingHelpTitle: {
    id: 'shell.footer.billingHelpTitle',
    defaultMessage: 'How group billing works',
  },
  forEmployees: { id: 'shell.footer.forEmployees', defaultMessage: 'For Employees' },
  forEmployeesTitle: {
    id: 'shell.footer.forEmployeesTitle',
    defaultMessage: 'Resources for covered employees',
  },
  understandYourBenefits: {
    id: 'shell.footer.understandYourBenefits',
    defaultMessage: 'Understand Your Benefits',
  },
  understandYourBenefitsTitle: {
    id: 'shell.footer.understandYourBenefitsTitle',
    defaultMessage: 'What your coverage includes',
  },
  familyMedicalLeave: {
    id: 'shell.footer.familyMedicalLeave',
    defaultMessage: 'Family Medical Leave',
  },
  familyMedicalLeaveTitle: {
    id: 'shell.footer.familyMedicalLeaveTitle',
    defaultMessage: 'Request a leave',
  },
  employeeResources: { id: 'shell.footer.employeeResources', defaultMessage: 'Employee Resources' },
  employeeResourcesTitle: {
    id: 'shell.footer.employeeResourcesTitle',
    defaultMessage: 'Guides and answers',
  },
  contactUsOnline: { id: 'shell.footer.contactUsOnline', defaultMessage: 'Contact us online' },
  contactUsOnlineTitle: {
    id: 'shell.footer.contactUsOnlineTitle',
    defaultMessage: 'Send us a message',
  },
  forms: { id: 'shell.footer.forms', defaultMessage: 'Forms' },
  formsTitle: { id: 'shell.footer.formsTitle', defaultMessage: 'Find a service or claim form' },
  claims: { id: 'shell.footer.claims', defaultMessage: 'Claims' },
  claimsTitle: { id: 'shell.footer.claimsTitle', defaultMessage: 'Start or check on a claim' },
  privacy: { id: 'shell.footer.privacy', defaultMessage: 'Privacy' },
  privacyTitle: {
    id: 'shell.footer.privacyTitle',
    defaultMessage: 'How we protect and use your information',
  },
  termsOfUse: { id: 'shell.footer.termsOfUse', defaultMessage: 'Terms of Use' },
  termsOfUseTitle: {
    id: 'shell.footer.termsOfUseTitle',
    defaultMessage: 'Terms for using our sites',
  },
  accessibility: { id: 'shell.footer.accessibility', defaultMessage: 'Accessibility' },
  accessibilityTitle: {
    id: 'shell.footer.accessibilityTitle',
    defaultMessage: 'Our commitment to accessibility',
  },
  legalNotices: { id: 'shell.footer.legalNotices', defaultMessage: 'Legal Notices' },
  legalNoticesTitle: {
    id: 'shell.footer.legalNoticesTitle',
    defaultMessage: 'Legal and regulatory notices',
  },
});

export const footerColumns: FooterColumn[] = [
  {
    heading: footerEntry(footerText.accounts, 'accounts', footerText.accountsTitle),
    links: [
      footerEntry(footerText.makeAPayment, 'accounts/payments', footerText.makeAPaymentTitle),
      footerEntry(footerText.goPaperless, 'accounts/paperless', footerText.goPaperlessTitle),
      // The portal's own page (docs/product/coverage.md#beneficiaries), through the login.
      {
        name: footerText.updateABeneficiary,
        url: paths.beneficiaries,
        title: footerText.updateABeneficiaryTitle,
        inApp: true,
      },
    ],
  },
  {
    heading: footerEntry(footerText.forEmployers, 'employers', footerText.forEmployersTitle),
    links: [
      footerEntry(
        footerText.groupBenefits,
        'employers/group-benefits',
        footerText.groupBenefitsTitle,
      ),
      footerEntry(
        footerText.absenceManagement,
        'employers/absence',
        footerText.absenceManagementTitle,
      ),
      footerEntry(footerText.billingHelp, 'employers/billing', footerText.billingHelpTitle),
    ],
  },
  {
    heading: footerEntry(footerText.forEmployees, 'employees', footerText.forEmployeesTitle),
    links: [
      footerEntry(
        footerText.understandYourBenefits,
        'employees/benefits',
        footerText.understandYourBenefitsTitle,
      ),
      footerEntry(
        footerText.familyMedicalLeave,
        'employees/family-medical-leave',
        footerText.familyMedicalLeaveTitle,
      ),
      footerEntry(
        footerText.employeeResources,
        'employees/resources',
        footerText.employeeResourcesTitle,
      ),
    ],
  },
];

export const contactUsEntry: FooterEntry = footerEntry(
  footerText.contactUsOnline,
  'contact-us',
  footerText.contactUsOnlineTitle,
);

export const formsAndClaimsEntries: FooterEntry[] = [
  footerEntry(footerText.forms, 'forms', footerText.formsTitle),
  footerEntry(footerText.claims, 'claims', footerText.claimsTitle),
];

export const legalEntries: FooterEntry[] = [
  footerEntry(footerText.privacy, 'legal/privacy', footerText.privacyTitle),
  footerEntry(footerText.termsOfUse, 'legal/terms-of-use', footerText.termsOfUseTitle),
  {
    ...footerEntry(footerText.accessibility, '', footerText.accessibilityTitle),
    url: paths.accessibility,
    inApp: true,
  },
  footerEntry(footerText.legalNotices, 'legal/notices', footerText.legalNoticesTitle),
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

const quickLinkText = defineMessages({
  startAClaim: { id: 'shell.quickLinks.startAClaim', defaultMessage: 'Start a Claim' },
  serviceForms: { id: 'shell.quickLinks.serviceForms', defaultMessage: 'Service Forms' },
  individualLifeInsurance: {
    id: 'shell.quickLinks.individualLifeInsurance',
    defaultMessage: 'Individual Life Insurance',
  },
  retirementPlans: { id: 'shell.quickLinks.retirementPlans', defaultMessage: 'Retirement Plans' },
  medicareSupplementInsurance: {
    id: 'shell.quickLinks.medicareSupplementInsurance',
    defaultMessage: 'Medicare Supplement Insurance',
  },
});

export const quickLinks: LinkEntry[] = [
  link(footerText.makeAPayment, 'accounts/payments'),
  link(quickLinkText.startAClaim, 'claims/start'),
  link(quickLinkText.serviceForms, 'forms/service'),
];

/** The sister products of the quick-links panel (docs/product/shell.md). */
export const otherProducts: LinkEntry[] = [
  link(quickLinkText.individualLifeInsurance, 'products/individual-life-insurance'),
  link(quickLinkText.retirementPlans, 'products/retirement-plans'),
  link(quickLinkText.medicareSupplementInsurance, 'products/medicare-supplement'),
];

/** docs/product/shell.md#small-constants: "Copyright year in the landing footer data: 2021". */
export const copyrightYear = 2021;

/** The landing page's legal note; takes the value `brandName`. */
export const legalNote = defineMessages({
  text: {
    id: 'shell.legalNote',
    defaultMessage:
      'Group insurance products are issued and underwritten by {brandName} and its affiliated insurance companies. Products and features are subject to state availability and may not be available in all states. This is not a contract; the policy sets out the complete terms of coverage, including exclusions and limitations.',
    description: "Under the landing page's login cards; {brandName} is the insurer's name.",
  },
}).text;

/** Linked from the disclaimer under the login form (docs/product/login.md). */
export const disclosureStatementUrl = sitePage('legal/disclosure-statement');
export const businessContinuityUrl = sitePage('legal/business-continuity');
