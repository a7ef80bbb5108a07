import { useState } from 'react';
import { Button, Field, InlineAlert } from '@brf/ui';
import { RESEND_MESSAGES, resendEmailFormSchema } from '@brf/domain/accounts';
import form from '../shared/form.module.css';
import { resendVerification } from './resend-verification.ts';
import { useCooldown } from './use-cooldown.ts';

/** The resend button with its cooldown, and an e-mail input when the address is unknown. */
export function ResendPanel({ knownEmail }: { knownEmail: string | null }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const cooldown = useCooldown();

  async function resend() {
    const email = (knownEmail ?? typed).trim();
    if (!resendEmailFormSchema.safeParse({ email }).success) {
      setResult({ ok: false, message: RESEND_MESSAGES.emailMissing });
      return;
    }
    setBusy(true);
    const outcome = await resendVerification(email);
    setBusy(false);
    setResult(outcome);
    if (outcome.cooldown > 0) cooldown.start(outcome.cooldown);
  }

  return (
    <div className={form.form}>
      {knownEmail ? null : (
        <Field label="Email" type="email" autoComplete="email" value={typed} onChange={(e) => setTyped(e.currentTarget.value)} />
      )}
      {result ? <InlineAlert tone={result.ok ? 'success' : 'error'}>{result.message}</InlineAlert> : null}
      <Button variant="secondary" onClick={resend} busy={busy} busyLabel="Sending..." disabled={cooldown.remaining > 0}>
        {cooldown.remaining > 0 ? `Resend available in ${cooldown.remaining}s` : 'Resend verification email'}
      </Button>
    </div>
  );
}
