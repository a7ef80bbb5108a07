import { PagePlaceholder } from '../page-placeholder.tsx';

export default function ProjectDetailPage() {
  return <PagePlaceholder page="project-detail" title="Project" />;
}
