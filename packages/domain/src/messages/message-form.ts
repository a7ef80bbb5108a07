import * as z from 'zod/mini';
import { MESSAGE_TEXT_MAX_LENGTH } from '../projects/project-limits.ts';
import { requiredText } from '../forms/field-types.ts';

export const MESSAGE_LABEL = 'Message';

/** A message or a reply on the project board: text required. */
export const projectMessageSchema = z.object({
  message_text: requiredText(MESSAGE_LABEL, { max: MESSAGE_TEXT_MAX_LENGTH }),
  parent_message_id: z.nullable(z.optional(z.string().check(z.minLength(1)))),
});
export type ProjectMessageFormInput = z.input<typeof projectMessageSchema>;
export type ProjectMessageForm = z.output<typeof projectMessageSchema>;
