import { PagePlaceholder } from '../page-placeholder.tsx';

export default function TermsOfServicePage() {
  return <PagePlaceholder page="terms-of-service" title="Terms of Service" />;
}
