import { PagePlaceholder } from '../page-placeholder.tsx';

export default function ProjectListPage() {
  return <PagePlaceholder page="project-list" title="Projects" />;
}
