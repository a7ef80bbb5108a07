import { PagePlaceholder } from '../page-placeholder.tsx';

export default function PrivacyPolicyPage() {
  return <PagePlaceholder page="privacy-policy" title="Privacy Policy" />;
}
