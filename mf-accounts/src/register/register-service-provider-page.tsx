import { PagePlaceholder } from '../page-placeholder.tsx';

export default function RegisterServiceProviderPage() {
  return <PagePlaceholder page="register-service-provider" title="Register Service Provider" />;
}
