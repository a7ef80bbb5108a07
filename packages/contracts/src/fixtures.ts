import type { SessionUser } from './session-user.ts';

/** A registered BRF user for unit tests of anything that reads the session. */
export const exampleSessionUser: SessionUser = {
  id: 'u1',
  email: 'anna@brf.se',
  emailConfirmed: true,
  firstName: 'Anna',
  lastName: 'Berg',
  organizationType: 'brf',
  role: null,
  phone: null,
  registrationStep: 'organization_completed',
  profileId: 'brf-1',
};
