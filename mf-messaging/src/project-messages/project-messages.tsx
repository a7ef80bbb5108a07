import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Button, InlineAlert, Section, Skeleton } from '@brf/ui';
import { useTranslation } from '@brf/i18n';
import { buildMessageThread } from '@brf/domain/messages';
import type { ProjectRouteProps } from '@brf/contracts';
import { messagingCatalogue } from '../i18n.ts';
import { useLiveProjectMessages, useProjectMessages } from './api/project-messages.ts';
import { MessageForm } from './message-form.tsx';
import { MessageItem } from './message-item.tsx';
import styles from './project-messages.module.css';

/** The project's public, threaded message board (the `messages` slot of /projects/:id). */
export default function ProjectMessages({ projectId }: ProjectRouteProps) {
  const { t } = useTranslation(messagingCatalogue);
  const messages = useProjectMessages(projectId);
  useLiveProjectMessages(projectId);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const thread = useMemo(() => buildMessageThread(messages.data ?? []), [messages.data]);
  const listRef = useNewestInView(messages.data);

  return (
    <Section
      title={t('messages.heading')}
      titleId={`messages-${projectId}`}
      data-remote="mf-messaging"
      data-page="project-messages"
      data-project-id={projectId}
    >
      {messages.isPending ? (
        <div className={styles.loading} role="status">
          <span className={styles.visuallyHidden}>{t('messages.loading')}</span>
          <Skeleton height="4rem" />
          <Skeleton height="4rem" />
        </div>
      ) : messages.isError ? (
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" size="small" onClick={() => void messages.refetch()}>
              {t('messages.retry')}
            </Button>
          }
        >
          {t('messages.loadFailed')}
        </InlineAlert>
      ) : thread.length === 0 ? (
        <p className={styles.empty}>{t('messages.empty')}</p>
      ) : (
        // a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable)
        <ul ref={listRef} className={styles.list} aria-label={t('messages.listLabel')} tabIndex={0}>
          {thread.map(({ message, depth }) => (
            <MessageItem
              key={message.id}
              message={message}
              depth={depth}
              projectId={projectId}
              replying={replyTo === message.id}
              onReply={setReplyTo}
            />
          ))}
        </ul>
      )}
      <MessageForm
        projectId={projectId}
        label={t('messages.newMessageLabel')}
        placeholder={t('messages.newMessagePlaceholder')}
        submitLabel={t('messages.send')}
      />
    </Section>
  );
}

/** spec: the list (at most about 24rem high) is scrolled to the newest message, also when one arrives. */
function useNewestInView(rows: readonly { id: string; created_at: string }[] | undefined) {
  const ref = useRef<HTMLUListElement>(null);
  const newestId = useMemo(() => {
    let newest: { id: string; created_at: string } | undefined;
    for (const row of rows ?? []) if (!newest || row.created_at >= newest.created_at) newest = row;
    return newest?.id;
  }, [rows]);
  useLayoutEffect(() => {
    const list = ref.current;
    if (!list || !newestId) return;
    const item = list.querySelector<HTMLElement>(`[data-message-id="${newestId}"]`);
    if (!item) return;
    const bottom = item.offsetTop + item.offsetHeight;
    if (item.offsetTop < list.scrollTop || bottom > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, bottom - list.clientHeight);
    }
  }, [newestId]);
  return ref;
}
