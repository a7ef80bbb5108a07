import { PagePlaceholder } from '../page-placeholder.tsx';

export default function AuthCallbackPage() {
  return <PagePlaceholder page="auth-callback" title="Processing verification..." />;
}
