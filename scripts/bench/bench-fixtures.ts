// What the report tests of the bench build their results on: the grown client as
// growDemoClient answers it once Acme is grown (grown-client.ts).

import { type GrownClient, grownSize } from './grown-client.ts';

export const grownClientResult: GrownClient = {
  accounts: 300,
  members: grownSize.members,
  claims: grownSize.claims,
  grownClaims: grownSize.claims - 2,
  grownMembers: grownSize.members - 4,
  rows: {
    employment: 0,
    coverages: 0,
    claimEvents: 0,
    payments: 0,
    documentRequests: 0,
    leaveTime: 0,
  },
  seconds: 3,
};
