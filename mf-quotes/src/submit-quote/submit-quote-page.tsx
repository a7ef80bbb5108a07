import { PagePlaceholder } from '../page-placeholder.tsx';

export default function SubmitQuotePage() {
  return <PagePlaceholder page="submit-quote" title="Submit Your Quote" />;
}
