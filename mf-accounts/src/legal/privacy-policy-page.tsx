import { LegalPage } from './legal-page.tsx';
import { RetentionList } from './retention-list.tsx';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage page="privacy-policy" title="Privacy Policy">
      <h2>1. What we collect</h2>
      <p>
        Your name, e-mail address and phone number, your organisation's details, the projects, quotes and messages you
        create, and technical logs that help us keep the service working.
      </p>
      <h2>2. Why</h2>
      <p>To run the marketplace: to match projects with service providers, deliver notifications and keep accounts secure.</p>
      <h2>3. How long we keep it</h2>
      <RetentionList />
      <h2>4. Your rights</h2>
      <p>You may ask for a copy of your data, have it corrected, or have your account deleted: support@brf-marknaden.se.</p>
    </LegalPage>
  );
}
