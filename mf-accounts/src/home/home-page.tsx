import { PagePlaceholder } from '../page-placeholder.tsx';

export default function HomePage() {
  return <PagePlaceholder page="home" title="BRF Marketplace" />;
}
