import { toSessionUser, type AuthUserLike, type SessionUser } from '@brf/supabase/session';

/** The personal fields of step 1, kept in the user's metadata, that step 2 shows and saves. */
export interface ContactPerson {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

/** From the session truth (or a user fresh from sign-up, read the same way). */
export function contactPersonOf(user: SessionUser | AuthUserLike): ContactPerson {
  const session = 'emailConfirmed' in user ? user : toSessionUser(user);
  return {
    userId: session.id,
    firstName: session.firstName ?? '',
    lastName: session.lastName ?? '',
    email: session.email,
    phone: session.phone,
  };
}
