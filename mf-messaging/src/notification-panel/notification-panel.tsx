import styles from './notification-panel.module.css';

export default function NotificationPanel(_props: { onClose?: () => void }) {
  return (
    <section className={styles.section} data-remote="mf-messaging" data-page="notification-panel">
      <h2 className={styles.title}>Notifications</h2>
    </section>
  );
}
