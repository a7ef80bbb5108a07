import { PagePlaceholder } from '../page-placeholder.tsx';

export default function LoginPage() {
  return <PagePlaceholder page="login" title="Sign in to your account" />;
}
