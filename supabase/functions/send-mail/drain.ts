// Drains the mail queue: claims due rows (public.claim_mail), writes each in its receiver's
// language, sends it with the row's id as idempotency key and records the outcome
// (public.complete_mail: sent, or retried with backoff, or failed for the admins to see).
import type { SupabaseClient } from '@supabase/supabase-js';
import { composeNotificationMail, type MailLinks, type QueuedMail } from '@brf/domain/notification-mail';
import type { MailTransport } from '../_shared/mail-transport.ts';

export interface DrainOptions {
  /** a client with the service role key */
  supabase: SupabaseClient;
  transport: MailTransport;
  links: MailLinks;
  from: string;
  /** rows per claim; the drain claims again until the queue has nothing due */
  batch?: number;
  /** stops claiming more (the host is shutting down); what was claimed is finished */
  signal?: AbortSignal;
}

export interface DrainResult {
  sent: number;
  retrying: number;
  failed: number;
}

interface ClaimedMail extends QueuedMail {
  id: string;
  email: string;
}

export async function drainMailQueue({
  supabase,
  transport,
  links,
  from,
  batch = 20,
}: DrainOptions): Promise<DrainResult> {
  const result: DrainResult = { sent: 0, retrying: 0, failed: 0 };
  for (;;) {
    const { data, error } = await supabase.rpc('claim_mail', { p_limit: batch });
    if (error) throw new Error(`Claiming mail failed: ${error.message}`);
    const claimed = (data ?? []) as ClaimedMail[];
    for (const mail of claimed) {
      let failure: string | null = null;
      try {
        const composed = composeNotificationMail(mail, links);
        await transport.send({ from, to: mail.email, ...composed, idempotencyKey: mail.id });
      } catch (err) {
        failure = err instanceof Error ? err.message : String(err);
      }
      const { data: status, error: completeError } = await supabase.rpc('complete_mail', {
        p_id: mail.id,
        ...(failure ? { p_error: failure } : {}),
      });
      // the claim lapses and the next drain sends it again under the same key
      if (completeError) throw new Error(`Recording a sent mail failed: ${completeError.message}`);
      if (status === 'sent') result.sent++;
      else if (status === 'failed') result.failed++;
      else result.retrying++;
    }
    if (claimed.length < batch) return result;
  }
}
