// Every endpoint of the self-service flows (registration, employee and employer, username
// recovery, password reset, single sign-on) under random and hostile input;
// tests/support/fuzz-kit.ts says what every answer must be.

import { attackEveryEndpoint, endpointsOf } from '#tests/support/fuzz-kit';

attackEveryEndpoint('self-service', await endpointsOf('self-service'));
