import { Button, Field, useSchemaForm } from '@brf/ui';
import { MFA_CODE_LENGTH, mfaCodeFormSchema } from '@brf/domain/accounts';
import styles from './mfa.module.css';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

/** The 6-digit code and Verify; disabled without a chosen factor or while busy. */
export function CodeForm({
  busy,
  canVerify,
  busyLabel,
  onVerify,
}: {
  busy: boolean;
  canVerify: boolean;
  busyLabel?: string;
  onVerify: (code: string) => void;
}) {
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  const { register, handleSubmit, error } = useSchemaForm(mfaCodeFormSchema, {
    translate: message,
    defaultValues: { code: '' },
  });
  return (
    <form className={styles.codeForm} onSubmit={handleSubmit(({ code }) => onVerify(code))} noValidate>
      <Field
        label={t('mfa.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={MFA_CODE_LENGTH}
        {...register('code')}
        error={error('code')}
      />
      <Button type="submit" busy={busy} busyLabel={busyLabel ?? t('mfa.verifying')} disabled={!canVerify}>
        {t('mfa.verify')}
      </Button>
    </form>
  );
}
