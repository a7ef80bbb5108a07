import { PagePlaceholder } from '../page-placeholder.tsx';

export default function AttributionsPage() {
  return <PagePlaceholder page="attributions" title="Attributions" />;
}
