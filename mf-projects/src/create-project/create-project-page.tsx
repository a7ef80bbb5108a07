import { PagePlaceholder } from '../page-placeholder.tsx';

export default function CreateProjectPage() {
  return <PagePlaceholder page="create-project" title="Create New Project" />;
}
