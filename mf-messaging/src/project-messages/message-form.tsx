import { Button, Field, InlineAlert, useSchemaForm } from '@brf/ui';
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
  const form = useSchemaForm(projectMessageSchema, {
    mode: 'all',
    translate: domainMessage,
    // a send without text only shows the message; focus stays on the button
    shouldFocusError: false,
    defaultValues: { message_text: '', parent_message_id: parentId },
  });
  const { onBlur, ...text } = form.register('message_text');
  // shown once the field was left with text in it or a send was tried
  const fieldError = form.error('message_text');
  const rateLimited = isRateLimited(post.error);

  const submit = form.handleSubmit((values) => {
    if (post.isPending) return;
    post.mutate(
      { projectId, text: values.message_text, parentId },
      {
        onSuccess: () => {
          form.reset();
          onPosted?.();
        },
      },
    );
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field
        as="textarea"
        label={label}
        required
        rows={parentId ? 2 : 3}
        placeholder={placeholder}
        autoFocus={autoFocus}
        error={fieldError}
        {...text}
        // leaving the empty field (tabbing past it) is not yet a reason for a message
        onBlur={(event) => (event.currentTarget.value === '' ? undefined : onBlur(event))}
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
          disabled={fieldError !== undefined}
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
