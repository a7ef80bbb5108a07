import { FilePicker } from '@brf/ui';
import { LOGO_MIME_TYPES, validateLogoFile } from '@brf/domain/files';

export interface LogoChoice {
  file: File | null;
  error: string | null;
}

/** Optional logo: max 5 MB, jpeg/png/gif/webp; a refused file shows the spec's message. */
export function LogoPicker({ value, onChange, disabled }: { value: LogoChoice; onChange: (next: LogoChoice) => void; disabled?: boolean }) {
  return (
    <FilePicker
      label="Logo (optional)"
      accept={LOGO_MIME_TYPES.join(',')}
      hint="JPEG, PNG, GIF or WebP, at most 5 MB."
      disabled={disabled}
      files={value.file ? [value.file] : []}
      onRemove={() => onChange({ file: null, error: null })}
      error={value.error}
      onFiles={([file]) => {
        if (!file) return;
        const error = validateLogoFile(file);
        onChange(error ? { file: null, error } : { file, error: null });
      }}
    />
  );
}
