// The development claims desk (docs/product/claims.md#the-claims-system): a page where a person
// acts as the claims system's examiner on a claim number. Registered only when the server runs with
// DEV_OUTBOX. Its POST builds the event of the action (desk-events.ts), signs it with
// CLAIMS_EVENTS_SECRET and posts it to the real events route through inject(), so that it meets the
// same signature check and the same code as the claims system's own events; it answers what it
// posted and what the events route answered.
//
// The page runs under the portal's CSP: no inline script or style, so its script and style
// are files of their own. It carries this session's CSRF token like the web app's page, and
// its script sends it: the desk's POST changes claims, so it is no exception to the CSRF rule.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import {
  type ClaimKind,
  claimKindLabels,
  claimNumberPattern,
  type ClaimStatus,
  claimStatusLabels,
} from '#domain/shared/claim-terms';
import { claimsEventAnswerSchema, incomingClaimsEventSchema } from '#domain/claims/claims-events';
import { signedEventHeaders } from '#server/adapters/claims-system';
import type { Database } from '#server/db/client';
import { claimsEventsPath } from '#server/flows/claims/claims-events.routes';
import { csrfHeaderName } from '#server/plugins/csrf';
import { devPage } from './dev-outbox.routes.ts';
import { apiErrorSchema, callRefusals } from '#server/plugins/errors';
import { answers } from '#server/plugins/route-answers';
import { deskActionLabels, deskActions, loadDeskEvent } from '#server/flows/claims/desk-events';
import { type Clock, todayOn } from '#domain/shared/clock';
import { claimDecisionDueOn, isOverdue } from '#domain/claims/decision-deadline';
import { listClaimsAwaitingDecision } from '#server/db/claims-system-repository';
import { typedDateOf } from '#domain/shared/absence-dates';

export interface ClaimsDeskOptions {
  db: Database;
  clock: Clock;
  basePath: string;
  eventsSecret: string;
}

export const claimsDeskPath = '/dev/claims-desk';

const deskRequestSchema = z.object({
  claimNumber: z
    .string()
    .check(z.regex(claimNumberPattern, 'Enter a claim number: C and 7 digits, like C1000001.')),
  action: z.enum(deskActions),
});

const deskAnswerSchema = z.object({
  posted: incomingClaimsEventSchema,
  answer: z.object({
    statusCode: z.int(),
    body: z.union([claimsEventAnswerSchema, apiErrorSchema]),
  }),
});

/** A page, a script or a style sheet, as text. */
const text = { response: { 200: z.string() } };

/** How many claims waiting for a decision the desk lists. */
const decisionsListed = 50;

interface DecisionDue {
  claimNumber: string;
  kind: string;
  status: string;
  dueOn: string;
  overdue: boolean;
}

/** The claims waiting for a decision, soonest due first, so that overdue ones lead. */
async function decisionsDue(db: Database, clock: Clock): Promise<DecisionDue[]> {
  const today = todayOn(clock);
  const waiting = await listClaimsAwaitingDecision(db, decisionsListed);
  return waiting
    .map((claim) => {
      const dueOn = claimDecisionDueOn(claim, clock.timeZone) ?? today;
      return { ...claim, dueOn, overdue: isOverdue(dueOn, today) };
    })
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.claimNumber.localeCompare(b.claimNumber));
}

/** The table of decisions due; claim numbers, kinds and statuses are codes, nothing to escape. */
function decisionsTable(rows: DecisionDue[]): string {
  if (rows.length === 0) return '<p>No claim is waiting for a decision.</p>';
  const body = rows
    .map(
      (row) =>
        `<tr${row.overdue ? ' class="overdue"' : ''}><td>${row.claimNumber}</td><td>${claimKindLabels[row.kind as ClaimKind] ?? row.kind}</td><td>${claimStatusLabels[row.status as ClaimStatus] ?? row.status}</td><td>${typedDateOf(row.dueOn)}${row.overdue ? ' <strong>Overdue</strong>' : ''}</td></tr>`,
    )
    .join('\n');
  return `<table>
<thead><tr><th scope="col">Claim number</th><th scope="col">Kind</th><th scope="col">Status</th><th scope="col">Decision due by</th></tr></thead>
<tbody>
${body}
</tbody>
</table>`;
}

function deskPage(basePath: string, csrfToken: string, decisions: DecisionDue[]): string {
  const buttons = Object.entries(deskActionLabels)
    .map(([action, label]) => `<button type="submit" value="${action}">${label}</button>`)
    .join('\n');
  // The token is base64url and the base path the portal's own: nothing here needs escaping.
  return devPage({
    basePath,
    title: 'Claims desk',
    head: `<meta name="_csrf" content="${csrfToken}">
<meta name="_csrf_header" content="${csrfHeaderName}">
<link rel="stylesheet" href="${basePath}${claimsDeskPath}.css">
<script type="module" src="${basePath}${claimsDeskPath}.js"></script>`,
    main: `<p>Act as the claims system's examiner: each button posts the signed event the claims system would send for the claim, and shows what was posted and what the portal answered. This page exists only in development.</p>
<form id="desk" action="${basePath}${claimsDeskPath}/events" method="post" novalidate>
<label for="claim-number">Claim number</label>
<p class="hint" id="claim-number-hint">C and 7 digits, like C1000001.</p>
<p class="error" id="claim-number-error" hidden></p>
<input id="claim-number" name="claimNumber" autocomplete="off" spellcheck="false" aria-describedby="claim-number-hint claim-number-error">
<div class="actions">
${buttons}
</div>
</form>
<section aria-labelledby="posted-heading">
<h2 id="posted-heading">What the desk posted</h2>
<div id="outcome" role="status">
<p>Nothing yet.</p>
</div>
</section>
<section aria-labelledby="decisions-heading">
<h2 id="decisions-heading">Decisions due</h2>
<p>Claims waiting for a decision, soonest due first: overdue ones lead. 'Extend the decision' gives a disability claim 30 more days, twice at most.</p>
${decisionsTable(decisions)}
</section>`,
  });
}

// Runs in the browser as the page's module: posts the action with the page's CSRF token and
// shows the answer. Plain DOM and textContent only, nothing parsed as HTML.
const deskScript = `const form = document.getElementById('desk');
const field = document.getElementById('claim-number');
const fieldError = document.getElementById('claim-number-error');
const outcome = document.getElementById('outcome');
const token = document.querySelector('meta[name="_csrf"]').content;
const tokenHeader = document.querySelector('meta[name="_csrf_header"]').content;

function block(title, value) {
  const heading = document.createElement('h3');
  heading.textContent = title;
  const pre = document.createElement('pre');
  pre.textContent = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return [heading, pre];
}

function showFieldError(message) {
  fieldError.textContent = message;
  fieldError.hidden = !message;
  if (message) field.setAttribute('aria-invalid', 'true');
  else field.removeAttribute('aria-invalid');
}

form.addEventListener('submit', async (event) => {
  event.preventDefault();
  const action = event.submitter ? event.submitter.value : 'approve';
  const buttons = form.querySelectorAll('button');
  buttons.forEach((button) => (button.disabled = true));
  outcome.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Posting...' }));
  try {
    const response = await fetch(form.getAttribute('action'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [tokenHeader]: token },
      body: JSON.stringify({ claimNumber: field.value.trim(), action }),
    });
    const body = await response.json();
    if (response.ok) {
      showFieldError('');
      outcome.replaceChildren(
        ...block('Posted', body.posted),
        ...block('Answer: ' + body.answer.statusCode, body.answer.body),
      );
    } else {
      showFieldError(body.field === 'claimNumber' ? body.message : '');
      outcome.replaceChildren(...block('The desk refused: ' + response.status, body));
    }
  } catch (error) {
    outcome.replaceChildren(...block('The desk could not post', String(error)));
  } finally {
    buttons.forEach((button) => (button.disabled = false));
  }
});
`;

// On top of the mailbox's style sheet, which every development page shares.
const deskCss = `form,section{background:#fff;border:1px solid #d5dce3;border-radius:8px;padding:1rem;margin:1rem 0}
label{display:block;font-weight:600}.hint{color:#4a5a6a;margin:.25rem 0}
.error{color:#b00020;font-weight:600;margin:.25rem 0}
input{font:inherit;padding:.5rem;border:1px solid #4a5a6a;border-radius:4px;width:100%;max-width:16rem;box-sizing:border-box}
input[aria-invalid=true]{border-color:#b00020}
.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1rem}
button{font:inherit;padding:.5rem 1rem;border:0;border-radius:4px;background:#0b4f8a;color:#fff;cursor:pointer}
button:disabled{background:#4a5a6a}
button:focus-visible,input:focus-visible{outline:3px solid #f2a900;outline-offset:2px}
h2{font-size:1.2rem;margin:0 0 .5rem}h3{font-size:1rem;margin:1rem 0 .25rem}
pre{font-family:ui-monospace,monospace;word-break:break-word;background:#f4f6f8;padding:.5rem;border-radius:4px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.25rem .5rem;border-bottom:1px solid #d5dce3}
tr.overdue strong{color:#b00020}`;

export const claimsDeskRoutes: FastifyPluginAsyncZod<ClaimsDeskOptions> = async (
  app,
  { db, clock, basePath, eventsSecret },
) => {
  // The page makes or finds the session whose token it carries, like the web app's page: a
  // visitor route, so that a person logged in in this browser stays logged in.
  app.get(
    claimsDeskPath,
    { schema: text, config: { access: 'visitor', answers: answers.public } },
    async (request, reply) => {
      const session = await app.sessions.ensure(request, reply);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(deskPage(basePath, session.csrfToken, await decisionsDue(db, clock)));
    },
  );

  const none = { access: 'none', answers: answers.public } as const;
  app.get(`${claimsDeskPath}.js`, { schema: text, config: none }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(deskScript),
  );
  app.get(`${claimsDeskPath}.css`, { schema: text, config: none }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').send(deskCss),
  );

  app.post(
    `${claimsDeskPath}/events`,
    {
      schema: {
        body: deskRequestSchema,
        response: { 200: deskAnswerSchema, ...callRefusals },
      },
      config: { access: 'session', answers: answers.anySession },
    },
    async (request) => {
      const { claimNumber, action } = request.body;
      const now = clock.now();
      const event = await loadDeskEvent(db, action, claimNumber, todayOn(clock));
      const body = JSON.stringify(event);
      const answer = await app.inject({
        method: 'POST',
        url: `${basePath}${claimsEventsPath}`,
        headers: signedEventHeaders(eventsSecret, body, now),
        payload: body,
      });
      return { posted: event, answer: { statusCode: answer.statusCode, body: answer.json() } };
    },
  );
};
