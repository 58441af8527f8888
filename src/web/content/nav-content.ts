// The main navigation's groups and links (docs/product/shell.md), into the public site like the
// rest of the brand content; their words are messages of the shell (lang/shell/).

import { defineMessages, type MessageDescriptor } from '#domain/shared/define-messages';
import { type LinkEntry, link } from './brand-content.ts';

export interface NavGroup {
  /** Stable part of the element ids of the group's button and dropdown. */
  id: string;
  label: MessageDescriptor;
  /** A paragraph shown above the links of the dropdown; takes the value `brandName`. */
  intro?: MessageDescriptor;
  links: LinkEntry[];
}

const navText = defineMessages({
  whoWeAre: { id: 'shell.nav.whoWeAre', defaultMessage: 'Who We Are' },
  whoWeAreIntro: {
    id: 'shell.nav.whoWeAreIntro',
    defaultMessage:
      'For 175 years, {brandName} has been protecting families. Founded in 1851 as a mutual company, we answer to our policyholders, so the promises we make today are the ones we keep for generations.',
    description: "Above the links of 'Who We Are'; {brandName} is the insurer's name.",
  },
  aboutUs: { id: 'shell.nav.aboutUs', defaultMessage: 'About Us' },
  ourHistory: { id: 'shell.nav.ourHistory', defaultMessage: 'Our History' },
  financialStrength: { id: 'shell.nav.financialStrength', defaultMessage: 'Financial Strength' },
  careers: {
    id: 'shell.nav.careers',
    defaultMessage: 'Careers',
    description: "The insurer's job openings.",
  },
  newsroom: { id: 'shell.nav.newsroom', defaultMessage: 'Newsroom' },
  prepareForLife: {
    id: 'shell.nav.prepareForLife',
    defaultMessage: 'Prepare for Life',
    description: 'A group of the main navigation: articles about life events.',
  },
  startingAFamily: { id: 'shell.nav.startingAFamily', defaultMessage: 'Starting a Family' },
  buyingAHome: { id: 'shell.nav.buyingAHome', defaultMessage: 'Buying a Home' },
  planningForRetirement: {
    id: 'shell.nav.planningForRetirement',
    defaultMessage: 'Planning for Retirement',
  },
  caringForALovedOne: {
    id: 'shell.nav.caringForALovedOne',
    defaultMessage: 'Caring for a Loved One',
  },
  whatWeOffer: {
    id: 'shell.nav.whatWeOffer',
    defaultMessage: 'What We Offer',
    description: "A group of the main navigation: the insurer's products.",
  },
  disabilityInsurance: {
    id: 'shell.nav.disabilityInsurance',
    defaultMessage: 'Disability Insurance',
  },
  lifeInsurance: { id: 'shell.nav.lifeInsurance', defaultMessage: 'Life Insurance' },
  dentalAndVisionInsurance: {
    id: 'shell.nav.dentalAndVisionInsurance',
    defaultMessage: 'Dental and Vision Insurance',
  },
  absenceManagement: {
    id: 'shell.nav.absenceManagement',
    defaultMessage: 'Absence Management',
    description: "A service for employers: managing their employees' leaves and absences.",
  },
  learnAndCompare: {
    id: 'shell.nav.learnAndCompare',
    defaultMessage: 'Learn and Compare',
    description: 'A group of the main navigation: guides and tools.',
  },
  benefitsBasics: { id: 'shell.nav.benefitsBasics', defaultMessage: 'Benefits Basics' },
  compareCoverageOptions: {
    id: 'shell.nav.compareCoverageOptions',
    defaultMessage: 'Compare Coverage Options',
  },
  calculatorsAndTools: {
    id: 'shell.nav.calculatorsAndTools',
    defaultMessage: 'Calculators and Tools',
  },
  glossaryOfTerms: { id: 'shell.nav.glossaryOfTerms', defaultMessage: 'Glossary of Terms' },
});

export const navGroups: NavGroup[] = [
  {
    id: 'who-we-are',
    label: navText.whoWeAre,
    intro: navText.whoWeAreIntro,
    links: [
      link(navText.aboutUs, 'about-us'),
      link(navText.ourHistory, 'about-us/history'),
      link(navText.financialStrength, 'about-us/financial-strength'),
      link(navText.careers, 'careers'),
      link(navText.newsroom, 'newsroom'),
    ],
  },
  {
    id: 'prepare-for-life',
    label: navText.prepareForLife,
    links: [
      link(navText.startingAFamily, 'prepare-for-life/starting-a-family'),
      link(navText.buyingAHome, 'prepare-for-life/buying-a-home'),
      link(navText.planningForRetirement, 'prepare-for-life/retirement'),
      link(navText.caringForALovedOne, 'prepare-for-life/caregiving'),
    ],
  },
  {
    id: 'what-we-offer',
    label: navText.whatWeOffer,
    links: [
      link(navText.disabilityInsurance, 'products/disability-insurance'),
      link(navText.lifeInsurance, 'products/life-insurance'),
      link(navText.dentalAndVisionInsurance, 'products/dental-vision-insurance'),
      link(navText.absenceManagement, 'products/absence-management'),
    ],
  },
  {
    id: 'learn-and-compare',
    label: navText.learnAndCompare,
    links: [
      link(navText.benefitsBasics, 'learn/benefits-basics'),
      link(navText.compareCoverageOptions, 'learn/compare-coverage'),
      link(navText.calculatorsAndTools, 'learn/calculators'),
      link(navText.glossaryOfTerms, 'learn/glossary'),
    ],
  },
];
