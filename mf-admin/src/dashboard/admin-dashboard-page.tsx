import { PagePlaceholder } from '../page-placeholder.tsx';

export default function AdminDashboardPage() {
  return <PagePlaceholder page="admin-dashboard" title="Admin Dashboard" />;
}
