import type { User } from '@supabase/supabase-js';

/** The personal fields of step 1, kept in the user's metadata, that step 2 shows and saves. */
export interface ContactPerson {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}

export function contactPersonOf(user: User): ContactPerson {
  const meta = user.user_metadata ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    userId: user.id,
    firstName: text(meta.first_name),
    lastName: text(meta.last_name),
    email: user.email ?? '',
    phone: text(meta.phone) || null,
  };
}
