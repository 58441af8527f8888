// A claim's page as the web tests open it: a disability claim and a leave as the server answers
// them, and the page's sections and details by name (src/web/flows/claims/claim-page.tsx).

import { screen, within } from '@testing-library/react';
import type { ClaimDetail } from '#domain/claims/claims-answers';
import { openApp } from './flow-test-kit.ts';

export const claimPath = (number: string) => `employee-benefits/api/claims/${number}`;
export const claimAddress = (number: string) => `/auth/employee-benefits/claims/${number}`;

export const disability: ClaimDetail = {
  claimNumber: 'C1000001',
  kind: 'disability',
  status: 'in-review',
  reason: 'own-health',
  lastDayWorked: '2026-10-09',
  firstDayOfAbsence: '2026-10-10',
  expectedReturn: '2026-12-31',
  schedule: 'continuous',
  howOften: null,
  howLong: null,
  hoursPerWeek: null,
  familyMemberName: null,
  relationship: null,
  childArrivalDate: null,
  providerName: 'Dr. Ada Byron',
  providerPhone: '(312) 555-0147',
  workRelated: false,
  conditionCategory: 'surgery',
  paymentMethod: 'direct-deposit',
  accountLast4: '6789',
  relatedClaimNumber: 'C1000002',
  reportedByEmployer: false,
  canWithdraw: true,
  decision: {
    dueOn: '2026-11-24',
    extensionReason: 'We are waiting for records from your provider.',
  },
  appeal: null,
  timeline: [
    { at: '2026-10-11T14:02:00.000Z', text: 'Submitted' },
    { at: '2026-10-13T09:30:00.000Z', text: 'In review' },
  ],
  documentsNeeded: [
    { documentType: 'medical-certification', requestedOn: '2026-10-13', dueOn: '2026-10-28' },
    { documentType: 'medical-certification', requestedOn: '2026-10-20', dueOn: '2026-11-04' },
  ],
  documentsSent: [
    {
      id: 'd1',
      documentType: 'return-to-work',
      fileName: 'note.pdf',
      receivedAt: '2026-10-14T10:00:00.000Z',
    },
  ],
  leaveBalance: null,
  fmlaEligibility: null,
  fmlaFacts: null,
  earlierService: null,
  scheduleAgreement: null,
  timeReported: [],
  canReportTime: false,
  payments: [
    {
      id: 'p1',
      claimNumber: 'C1000001',
      periodStart: '2026-10-17',
      periodEnd: '2026-10-23',
      grossCents: 150000,
      deductionsCents: 11475,
      netCents: 138525,
      payDate: '2026-10-26',
      status: 'sent',
    },
  ],
  estimate: {
    weeklyBenefitCents: 150000,
    weeks: [{ periodStart: '2026-10-17', periodEnd: '2026-10-23', grossCents: 150000 }],
  },
};

export const leave: ClaimDetail = {
  ...disability,
  claimNumber: 'C1000002',
  kind: 'leave',
  status: 'information-needed',
  schedule: 'intermittent',
  howOften: '2 days a month',
  howLong: '1 day',
  workRelated: null,
  conditionCategory: null,
  paymentMethod: null,
  accountLast4: null,
  relatedClaimNumber: null,
  canWithdraw: false,
  decision: { dueOn: '2026-10-12', extensionReason: null },
  appeal: null,
  documentsSent: [],
  leaveBalance: {
    workweekHours: 40,
    usedHours: 28,
    usedWeeks: 0.7,
    entitlementWeeks: 12,
    text: '0.7 of 12 weeks used',
  },
  fmlaEligibility:
    'We are confirming your eligibility for family medical leave (FMLA) with your employer.',
  timeReported: [{ date: '2026-11-02', hours: 8 }],
  canReportTime: true,
  payments: [],
  estimate: null,
};

export const section = (name: string) => screen.getByRole('region', { name });
export const detail = (label: string) =>
  within(section('Details')).getByText(label).closest('div')?.querySelector('dd')?.textContent;

export const openClaim = (claim: ClaimDetail) => openApp(claimAddress(claim.claimNumber));
