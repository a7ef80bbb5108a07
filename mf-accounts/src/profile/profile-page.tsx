import { PagePlaceholder } from '../page-placeholder.tsx';

export default function ProfilePage() {
  return <PagePlaceholder page="profile" title="Edit Profile" />;
}
