import { LegalPage } from './legal-page.tsx';
import { RetentionList } from './retention-list.tsx';

export default function TermsOfServicePage() {
  return (
    <LegalPage page="terms-of-service" title="Terms of Service">
      <h2>1. The service</h2>
      <p>
        BRF Marketplace connects housing cooperatives (BRF) that publish procurement projects with service providers
        that send quotes. The service is free of charge.
      </p>
      <h2>2. Who may use it</h2>
      <p>You must be 18 years or older to create an account and use the service.</p>
      <h2>3. Quotes</h2>
      <p>
        A quote is binding until the project's submission deadline. A service provider may withdraw a quote before the
        deadline.
      </p>
      <h2>4. Data retention</h2>
      <RetentionList />
      <h2>5. Contact</h2>
      <p>Questions about these terms: support@brf-marknaden.se.</p>
    </LegalPage>
  );
}
