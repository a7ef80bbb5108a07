import { PagePlaceholder } from '../page-placeholder.tsx';

export default function ResetPasswordPage() {
  return <PagePlaceholder page="reset-password" title="Reset your password" />;
}
