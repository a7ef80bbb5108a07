import styles from './page-placeholder.module.css';

/** A page whose feature lands later: its route, owner and guard are already real. */
export function PagePlaceholder({ page, title }: { page: string; title: string }) {
  return (
    <section className={styles.page} data-remote="mf-admin" data-page={page}>
      <h1 className={styles.title}>{title}</h1>
    </section>
  );
}
