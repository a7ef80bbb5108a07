import { PagePlaceholder } from '../page-placeholder.tsx';

export default function AdminSetupMfaPage() {
  return <PagePlaceholder page="admin-setup-mfa" title="Admin MFA Setup" />;
}
