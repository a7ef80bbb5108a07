import { Fragment, type ReactNode } from 'react';

/**
 * Renders a translated sentence with inline elements marked as tags, e.g.
 * 'I agree to the <terms>Terms of Service</terms>', so a translator can move the link within
 * the sentence: `<RichText text={t('person.terms')} tags={{ terms: (label) => <Link ...>{label}</Link> }} />`.
 */
export function RichText({ text, tags }: { text: string; tags: Record<string, (content: string) => ReactNode> }) {
  const parts: ReactNode[] = [];
  const pattern = /<([a-z][a-zA-Z0-9]*)>(.*?)<\/\1>/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    const [whole, name, content] = match;
    if (match.index > last) parts.push(text.slice(last, match.index));
    const render = tags[name!];
    parts.push(<Fragment key={match.index}>{render ? render(content!) : content}</Fragment>);
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <>{parts}</>;
}
