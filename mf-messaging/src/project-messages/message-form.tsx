import { useState, type FormEvent } from 'react';
import { Button, Field, InlineAlert } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { projectMessageSchema } from '@brf/domain/messages';
import { useDomainMessage } from '@brf/domain/i18n';
import { isRateLimited } from '@brf/supabase/data';
import { messagingCatalogue } from '../i18n.ts';
import { usePostMessage } from './api/post-message.ts';
import styles from './project-messages.module.css';

export interface MessageFormProps {
  projectId: string;
  parentId?: string | null;
  label: string;
  submitLabel: string;
  placeholder?: string;
  autoFocus?: boolean;
  onPosted?: () => void;
  onCancel?: () => void;
}

/** A message or a reply: text required; the database's rate limit shows as its own message. */
export function MessageForm({
  projectId,
  parentId = null,
  label,
  submitLabel,
  placeholder,
  autoFocus,
  onPosted,
  onCancel,
}: MessageFormProps) {
  const { t } = useTranslation(messagingCatalogue);
  const domainMessage = useDomainMessage();
  const post = usePostMessage();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const parsed = projectMessageSchema.safeParse({ message_text: text, parent_message_id: parentId });
  const fieldError = touched && !parsed.success ? domainMessage(parsed.error.issues[0]?.message) : null;
  const rateLimited = isRateLimited(post.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!parsed.success || post.isPending) return;
    post.mutate(
      { projectId, text, parentId },
      {
        onSuccess: () => {
          setText('');
          setTouched(false);
          onPosted?.();
        },
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        as="textarea"
        label={label}
        required
        rows={parentId ? 2 : 3}
        value={text}
        placeholder={placeholder}
        autoFocus={autoFocus}
        error={fieldError}
        onChange={(event) => setText(event.target.value)}
        onBlur={() => text !== '' && setTouched(true)}
      />
      {rateLimited ? <InlineAlert tone="warning">{t('messages.rateLimited')}</InlineAlert> : null}
      <div className={styles.formActions}>
        {onCancel ? (
          <Button type="button" variant="ghost" size="small" onClick={onCancel}>
            {t('messages.cancel')}
          </Button>
        ) : null}
        <Button
          type="submit"
          size={parentId ? 'small' : 'medium'}
          busy={post.isPending}
          busyLabel={t('messages.sending')}
          disabled={touched && !parsed.success}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
