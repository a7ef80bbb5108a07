import { PagePlaceholder } from '../page-placeholder.tsx';

export default function NotificationsPage() {
  return <PagePlaceholder page="notifications" title="Notifications" />;
}
