import { PagePlaceholder } from '../page-placeholder.tsx';

export default function RegisterBrfPage() {
  return <PagePlaceholder page="register-brf" title="Register BRF" />;
}
