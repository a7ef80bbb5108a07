import { PagePlaceholder } from '../page-placeholder.tsx';

export default function MfaPage() {
  return <PagePlaceholder page="mfa" title="Verify MFA" />;
}
