import { LegalPage } from './legal-page.tsx';

export default function AttributionsPage() {
  return (
    <LegalPage page="attributions" title="Attributions">
      <h2>Icons</h2>
      <p>
        Icons by <a href="https://lucide.dev">Lucide</a>, used under the ISC License.
      </p>
    </LegalPage>
  );
}
