import { RegistrationPage } from './registration-page.tsx';

export default function RegisterServiceProviderPage() {
  return <RegistrationPage organizationType="service_provider" />;
}
