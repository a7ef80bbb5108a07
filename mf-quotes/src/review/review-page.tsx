import { PagePlaceholder } from '../page-placeholder.tsx';

export default function ReviewPage() {
  return <PagePlaceholder page="review" title="Leave a Review" />;
}
