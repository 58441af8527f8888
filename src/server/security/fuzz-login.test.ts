// Every endpoint of logging in, logging out, the second step and 'Sign-in and security' under
// random and hostile input, logged in as the route needs; tests/support/fuzz-kit.ts says what
// every answer must be.

import { attackEveryEndpoint, endpointsOf } from '#tests/support/fuzz-kit';

attackEveryEndpoint('login', await endpointsOf('login'));
