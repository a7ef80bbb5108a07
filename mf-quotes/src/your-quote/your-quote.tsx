import styles from './your-quote.module.css';

export default function YourQuote({ projectId }: { projectId: string }) {
  return (
    <section className={styles.section} data-remote="mf-quotes" data-page="your-quote" data-project-id={projectId}>
      <h2 className={styles.title}>Your Quote</h2>
    </section>
  );
}
