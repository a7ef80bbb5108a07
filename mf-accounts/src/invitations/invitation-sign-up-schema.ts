import * as z from 'zod/mini';
import { personFormSchema } from '@brf/domain/accounts';

/** Registration's person, less the phone: names, e-mail, the registration's password rule and the terms. */
export const invitationSignUpSchema = z.omit(personFormSchema, { phone: true });

export type InvitedPersonInput = z.input<typeof invitationSignUpSchema>;
export type InvitedPerson = z.output<typeof invitationSignUpSchema>;
