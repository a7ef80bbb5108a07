import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Field } from '@brf/ui';
import { MFA_CODE_LENGTH, mfaCodeFormSchema, type MfaCodeForm } from '@brf/domain/accounts';
import styles from './mfa.module.css';

/** The 6-digit code and Verify; disabled without a chosen factor or while busy. */
export function CodeForm({
  busy,
  canVerify,
  busyLabel = 'Verifying…',
  onVerify,
}: {
  busy: boolean;
  canVerify: boolean;
  busyLabel?: string;
  onVerify: (code: string) => void;
}) {
  const { register, handleSubmit, formState } = useForm<MfaCodeForm>({
    resolver: zodResolver(mfaCodeFormSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const error = formState.touchedFields.code || formState.isSubmitted ? formState.errors.code?.message : undefined;
  return (
    <form className={styles.codeForm} onSubmit={handleSubmit(({ code }) => onVerify(code))} noValidate>
      <Field
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={MFA_CODE_LENGTH}
        {...register('code')}
        error={error}
      />
      <Button type="submit" busy={busy} busyLabel={busyLabel} disabled={!canVerify}>
        Verify
      </Button>
    </form>
  );
}
