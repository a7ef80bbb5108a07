import { Badge, Button } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { formatDateTime } from '@brf/domain/format';
import { threadIndentPx } from '@brf/domain/messages';
import { messagingCatalogue } from '../i18n.ts';
import type { MessageRow } from './api/project-messages.ts';
import { MessageForm } from './message-form.tsx';
import styles from './project-messages.module.css';

export interface MessageItemProps {
  message: MessageRow;
  depth: number;
  projectId: string;
  replying: boolean;
  onReply: (id: string | null) => void;
}

/** One message of the thread, indented 16 px per level, with its reply form when open. */
export function MessageItem({ message, depth, projectId, replying, onReply }: MessageItemProps) {
  const { t, language } = useTranslation(messagingCatalogue);
  // a deleted user's messages are kept without the person (the terms keep communication 3 years)
  const organization =
    message.sender_id === null
      ? t('messages.deletedUser')
      : message.organization_name || t('messages.unknownOrganization');
  return (
    <li
      className={styles.message}
      style={{ marginInlineStart: threadIndentPx(depth) }}
      data-message-id={message.id}
      data-depth={depth}
    >
      <article className={styles.card} aria-label={organization}>
        <header className={styles.header}>
          <span className={styles.sender} elementtiming="message">
            {organization}
          </span>
          {message.is_brf ? <Badge tone="info">{t('messages.brf')}</Badge> : null}
          <time className={styles.time} dateTime={message.created_at}>
            {formatDateTime(message.created_at, language)}
          </time>
        </header>
        <p className={styles.text}>{message.message_text}</p>
        {!replying ? (
          <Button
            variant="ghost"
            size="small"
            className={styles.replyButton}
            aria-label={t('messages.replyTo', { organization })}
            onClick={() => onReply(message.id)}
          >
            {t('messages.reply')}
          </Button>
        ) : (
          <MessageForm
            projectId={projectId}
            parentId={message.id}
            label={t('messages.replyTo', { organization })}
            submitLabel={t('messages.sendReply')}
            autoFocus
            onPosted={() => onReply(null)}
            onCancel={() => onReply(null)}
          />
        )}
      </article>
    </li>
  );
}
