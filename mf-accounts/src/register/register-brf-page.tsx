import { RegistrationPage } from './registration-page.tsx';

export default function RegisterBrfPage() {
  return <RegistrationPage organizationType="brf" />;
}
