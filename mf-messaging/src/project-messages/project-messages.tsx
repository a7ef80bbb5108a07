import styles from './project-messages.module.css';

export default function ProjectMessages({ projectId }: { projectId: string }) {
  return (
    <section className={styles.section} data-remote="mf-messaging" data-page="project-messages" data-project-id={projectId}>
      <h2 className={styles.title}>Project Messages</h2>
    </section>
  );
}
