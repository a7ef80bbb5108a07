import { PagePlaceholder } from '../page-placeholder.tsx';

export default function NewPasswordPage() {
  return <PagePlaceholder page="new-password" title="Set new password" />;
}
