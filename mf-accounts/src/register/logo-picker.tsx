import { FilePicker } from '@brf/ui';
import { LOGO_MIME_TYPES, validateLogoFile } from '@brf/domain/files';
import { useTranslation } from '@brf/i18n';
import { useDomainMessage } from '@brf/domain/i18n';
import { accountsCatalogue } from '../i18n.ts';

export interface LogoChoice {
  file: File | null;
  error: string | null;
}

/** Optional logo: max 5 MB, jpeg/png/gif/webp; a refused file shows the spec's message. */
export function LogoPicker({
  value,
  onChange,
  disabled,
}: {
  value: LogoChoice;
  onChange: (next: LogoChoice) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(accountsCatalogue);
  const message = useDomainMessage();
  return (
    <FilePicker
      label={t('logo.label')}
      accept={LOGO_MIME_TYPES.join(',')}
      hint={t('logo.hint')}
      disabled={disabled}
      files={value.file ? [value.file] : []}
      onRemove={() => onChange({ file: null, error: null })}
      error={value.error ? message(value.error) : value.error}
      onFiles={([file]) => {
        if (!file) return;
        const error = validateLogoFile(file);
        onChange(error ? { file: null, error } : { file, error: null });
      }}
    />
  );
}
