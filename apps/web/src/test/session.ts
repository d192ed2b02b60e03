import { type Session, type SessionUser, writeSession } from '../lib/session.ts';

type SessionChanges = Partial<Omit<Session, 'user'>> & { user?: Partial<SessionUser> };

/** A signed-in user for a test: a provider administrator of site 5 unless `changes` say otherwise. */
export const testUser = (changes: Partial<SessionUser> = {}): SessionUser => ({
  userId: 2,
  userName: 'provider',
  email: 'p@x',
  firstName: 'Olivia',
  lastName: 'Park',
  phone: null,
  role: 'SPAdmin',
  siteId: 5,
  authenticationType: 'local',
  paymentStatus: 'Approved',
  preferredTimezone: null,
  ...changes,
});

/** A session as the sign-in stores it, its access token good for another 15 minutes from `now`. */
export const testSession = (
  role = 'SPAdmin',
  { user, ...changes }: SessionChanges = {},
  now = Date.now(),
): Session => ({
  loggedIn: true,
  clientId: role === 'SuperAdmin' ? 'super-admin-portal' : role === 'Customer' ? 'customer-portal' : 'admin-portal',
  accessToken: 'token',
  refreshToken: null,
  idToken: null,
  expiresAt: now + 900_000,
  updatedAt: now,
  ...changes,
  user: testUser({ role, ...user }),
});

/** Stores a signed-in session for a test (testSession). */
export const signInAs = (role = 'SPAdmin', changes: SessionChanges = {}) => writeSession(testSession(role, changes));
