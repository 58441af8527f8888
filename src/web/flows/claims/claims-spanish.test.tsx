// The employee's claims screens in Spanish (docs/product/languages.md): the dashboard, a step of
// the wizard with its field messages, and a claim's page, whose sentences the server wrote come
// again in Spanish once the page changes language.

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeEach, describe, expect, test } from 'vitest';
import type { ClaimDetail, DashboardAnswer } from '#domain/claims/claims-answers';
import { showLanguage } from '#web/language/language-store.ts';
import {
  continueButton,
  draftServer,
  radio,
  stepHeading,
  wizardAddress,
} from '#tests/support/web/claim-wizard-kit';
import { openApp, resetBrowserSession, serverAnswers } from '#tests/support/web/flow-test-kit';
import './claims-screens.tsx';

const section = (name: string) => screen.getByRole('region', { name });

const dashboard: DashboardAnswer = {
  firstName: 'Juan',
  claims: [
    {
      claimNumber: 'C1000002',
      kind: 'leave',
      status: 'information-needed',
      decisionDueOn: '2026-10-12',
      firstDayOfAbsence: '2026-10-05',
      expectedReturn: '2027-01-04',
    },
  ],
  thingsToDo: [
    {
      kind: 'document',
      claimNumber: 'C1000002',
      documentType: 'medical-certification',
      dueOn: '2026-12-01',
    },
    { kind: 'report-time', claimNumber: 'C1000002' },
  ],
  lastPayment: {
    id: 'p3',
    claimNumber: 'C1000001',
    periodStart: '2026-11-08',
    periodEnd: '2026-11-14',
    grossCents: 150000,
    deductionsCents: 11475,
    netCents: 138525,
    payDate: '2026-11-16',
    status: 'sent',
  },
};

const leave: ClaimDetail = {
  claimNumber: 'C1000002',
  kind: 'leave',
  status: 'in-review',
  reason: 'family-care',
  lastDayWorked: '2026-10-04',
  firstDayOfAbsence: '2026-10-05',
  expectedReturn: '2027-01-04',
  schedule: 'intermittent',
  howOften: '2 days a month',
  howLong: '1 day',
  hoursPerWeek: null,
  familyMemberName: 'Ana Roe',
  relationship: 'parent',
  childArrivalDate: null,
  providerName: 'Dr. Ada Byron',
  providerPhone: '(312) 555-0147',
  workRelated: null,
  conditionCategory: null,
  paymentMethod: null,
  accountLast4: null,
  relatedClaimNumber: null,
  reportedByEmployer: false,
  canWithdraw: true,
  decision: { dueOn: '2026-10-12', extensionReason: null },
  appeal: null,
  timeline: [{ at: '2026-10-05T14:02:00.000Z', text: 'We received your request' }],
  documentsNeeded: [
    { documentType: 'medical-certification', requestedOn: '2026-10-13', dueOn: '2026-10-28' },
  ],
  documentsSent: [],
  leaveBalance: {
    workweekHours: 40,
    usedHours: 28,
    usedWeeks: 0.7,
    entitlementWeeks: 12,
    text: '0.7 of 12 weeks used',
  },
  fmlaEligibility: 'You are eligible for family medical leave (FMLA).',
  fmlaFacts: null,
  earlierService: 'none',
  scheduleAgreement: null,
  timeReported: [{ date: '2026-11-02', hours: 8 }],
  canReportTime: true,
  payments: [],
  estimate: null,
};

/** The same claim as the server says it to a Spanish page. */
const leaveInSpanish: ClaimDetail = {
  ...leave,
  timeline: [{ at: '2026-10-05T14:02:00.000Z', text: 'Recibimos su solicitud' }],
  leaveBalance: { ...leave.leaveBalance!, text: '0.7 de 12 semanas usadas' },
  fmlaEligibility: 'Usted es elegible para la licencia médica familiar (FMLA).',
};

beforeEach(() => {
  resetBrowserSession();
});

describe('the claims screens in Spanish', () => {
  test('the dashboard: the welcome, the ways on, the claims, things to do and the last payment', async () => {
    serverAnswers({ 'GET employee-benefits/api/dashboard': dashboard });
    await act(() => showLanguage('es'));
    const { container } = await openApp('/auth/employee-benefits/account');

    expect(
      screen.getByRole('heading', { level: 1, name: 'Le damos la bienvenida, Juan' }),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Presentar un reclamo o una licencia' }),
    ).toHaveAttribute('href', '/auth/employee-benefits/claims/new');
    expect(screen.getByRole('link', { name: 'Cargar documentos' })).toBeVisible();
    expect(within(section('Reclamos y licencias')).getByRole('listitem')).toHaveTextContent(
      'C1000002Licencia médica familiardel 10/05/2026 al 01/04/2027Estado: Se necesita informaciónDecisión a más tardar el 10/12/2026',
    );
    const todo = within(section('Tareas pendientes')).getAllByRole('listitem');
    expect(todo[0]).toHaveTextContent(
      'Envíe el certificado médico del reclamo C1000002, a más tardar el 12/01/2026',
    );
    expect(
      within(todo[1]!).getByRole('link', {
        name: 'Informe el tiempo libre que tomó para el reclamo C1000002',
      }),
    ).toBeVisible();
    expect(within(section('Último pago')).getByText(/netos el/)).toHaveTextContent(
      '$1,385.25 netos el 11/16/2026 del reclamo C1000001',
    );
    expect(screen.getByRole('link', { name: 'Inicio de sesión y seguridad' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  test('a step of the wizard: its heading, labels and choices, and its field messages', async () => {
    const user = userEvent.setup();
    draftServer();
    await act(() => showLanguage('es'));
    await openApp(wizardAddress);
    await stepHeading('¿Qué necesita?');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Presentar un reclamo o una licencia médica familiar',
      }),
    ).toBeVisible();
    expect(screen.getByText('Paso 1 de 4')).toBeVisible();

    await user.click(radio('Tiempo libre por mi propia enfermedad, lesión o embarazo'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await stepHeading('Sobre su ausencia');
    await user.type(screen.getByLabelText('Último día trabajado'), '02302026');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(screen.getByLabelText('Último día trabajado')).toHaveAccessibleDescription(
      'MM/DD/AAAA Ingrese una fecha real como MM/DD/AAAA, dentro de un año de la fecha de hoy.',
    );
    expect(screen.getByLabelText('Último día trabajado')).toHaveFocus();
    expect(radio('Continuo')).toHaveAccessibleDescription('Elija un horario.');
    expect(screen.getByRole('group', { name: 'Horario' })).toBeVisible();
  });

  test('a message shown follows a change of language', async () => {
    const user = userEvent.setup();
    draftServer();
    await openApp(wizardAddress);
    await stepHeading('What do you need?');
    await user.click(continueButton());
    const first = radio('Time off for my own illness, injury or pregnancy');
    expect(first).toHaveAccessibleDescription('Please choose what you need.');

    await act(() => showLanguage('es'));

    expect(
      radio('Tiempo libre por mi propia enfermedad, lesión o embarazo'),
    ).toHaveAccessibleDescription('Elija lo que necesita.');
  });

  test("a claim's page: its words, and the server's sentences loaded again in Spanish", async () => {
    const server = serverAnswers({
      'GET employee-benefits/api/claims/C1000002': [leave, leaveInSpanish],
    });
    await openApp('/auth/employee-benefits/claims/C1000002');
    expect(within(section('Leave balance')).getByText('0.7 of 12 weeks used')).toBeVisible();

    await act(() => showLanguage('es'));

    expect(
      screen.getByRole('heading', { level: 1, name: 'Licencia médica familiar C1000002' }),
    ).toBeVisible();
    expect(screen.getByText(/^Estado:/)).toHaveTextContent('Estado: En revisión');
    expect(screen.getByText(/^Decisión/)).toHaveTextContent('Decisión a más tardar el 10/12/2026');
    const details = section('Detalles');
    expect(within(details).getByText('Motivo').nextSibling).toHaveTextContent(
      'Tiempo libre para cuidar a un familiar',
    );
    expect(within(details).getByText('Horario').nextSibling).toHaveTextContent('Intermitente');
    expect(within(details).getByText('Parentesco').nextSibling).toHaveTextContent('Padre o madre');
    expect(within(section('Documentos que necesitamos')).getByRole('listitem')).toHaveTextContent(
      'Certificado médico, a más tardar el 10/28/2026',
    );
    expect(
      within(section('Documentos que envió')).getByText(
        'No ha enviado ningún documento para este reclamo.',
      ),
    ).toBeVisible();
    const balance = section('Saldo de licencia');
    expect(await within(balance).findByText('0.7 de 12 semanas usadas')).toBeVisible();
    expect(
      within(balance).getByText('Usted es elegible para la licencia médica familiar (FMLA).'),
    ).toBeVisible();
    expect(within(balance).getByRole('listitem')).toHaveTextContent('11/02/2026: 8 horas');
    expect(within(section('Historial de estados')).getByRole('listitem')).toHaveTextContent(
      '10/05/2026 Recibimos su solicitud',
    );
    expect(screen.getByRole('button', { name: 'Retirar esta solicitud' })).toBeVisible();
    const report = section('Informar tiempo tomado');
    expect(within(report).getByLabelText('Fecha')).toHaveAccessibleDescription('MM/DD/AAAA');
    expect(within(report).getByLabelText('Horas')).toBeVisible();
    await waitFor(() =>
      expect(server.callsTo('employee-benefits/api/claims/C1000002')).toHaveLength(2),
    );
  });
});
