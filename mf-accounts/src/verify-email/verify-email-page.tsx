import { PagePlaceholder } from '../page-placeholder.tsx';

export default function VerifyEmailPage() {
  return <PagePlaceholder page="verify-email" title="Verify Email" />;
}
