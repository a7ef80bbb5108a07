import type { ExposedProps } from '@brf/contracts';
import styles from './project-detail-page.module.css';

type Props = ExposedProps['ProjectDetailPage'];

/**
 * /projects/:id, laid out here. The shell hands each slot in as an element that keeps its own
 * error boundary and fallback: Send Quote, the quotes section and Your Quote (mf-quotes) and the
 * message board (mf-messaging). This remote only places them.
 */
export default function ProjectDetailPage({ projectId, slots }: Props) {
  return (
    <article className={styles.page} data-remote="mf-projects" data-page="project-detail" data-project-id={projectId}>
      <header className={styles.header}>
        <h1 className={styles.title}>Project</h1>
        <div className={styles.headerAction} data-slot="headerAction">
          {slots?.headerAction}
        </div>
      </header>
      <div className={styles.body}>
        <section className={styles.details} aria-label="Project details" data-part="details" />
        <div data-slot="yourQuote">{slots?.yourQuote}</div>
        <div data-slot="quotes">{slots?.quotes}</div>
        <div data-slot="messages">{slots?.messages}</div>
      </div>
    </article>
  );
}
