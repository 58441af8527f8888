// Every endpoint of the benefits area (claims, documents, the employer's claims, bills,
// reports, the claim without registering) and of the systems it works with (claims events,
// payment webhooks) under random and hostile input, logged in as the route needs;
// tests/support/fuzz-kit.ts says what every answer must be.

import { attackEveryEndpoint, endpointsOf } from '#tests/support/fuzz-kit';

attackEveryEndpoint('benefits', await endpointsOf('benefits'));
