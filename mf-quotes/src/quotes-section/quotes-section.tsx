import styles from './quotes-section.module.css';

export default function QuotesSection({ projectId }: { projectId: string }) {
  return (
    <section className={styles.section} data-remote="mf-quotes" data-page="quotes-section" data-project-id={projectId}>
      <h2 className={styles.title}>Quotes</h2>
    </section>
  );
}
