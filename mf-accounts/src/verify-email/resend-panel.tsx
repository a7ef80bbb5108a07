import { useState } from 'react';
import { Button, Field, InlineAlert } from '@brf/ui';
import { RESEND_MESSAGES, resendEmailFormSchema } from '@brf/domain/accounts';
import form from '../shared/form.module.css';
import { resendVerification } from './resend-verification.ts';
import { useCooldown } from './use-cooldown.ts';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

/** The resend button with its cooldown, and an e-mail input when the address is unknown. */
export function ResendPanel({ knownEmail }: { knownEmail: string | null }) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const cooldown = useCooldown();
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();

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
        <Field
          label={t('resend.email')}
          type="email"
          autoComplete="email"
          value={typed}
          onChange={(e) => setTyped(e.currentTarget.value)}
        />
      )}
      {result ? <InlineAlert tone={result.ok ? 'success' : 'error'}>{message(result.message)}</InlineAlert> : null}
      <Button
        variant="secondary"
        onClick={resend}
        busy={busy}
        busyLabel={t('resend.busy')}
        disabled={cooldown.remaining > 0}
      >
        {cooldown.remaining > 0 ? t('resend.wait', { seconds: cooldown.remaining }) : t('resend.button')}
      </Button>
    </div>
  );
}
