/**
 * The database stores a notification's type and its facts in the English sentence it wrote
 * (supabase/README.md "Notifications"); the page shows the catalogue's sentence for that type in
 * its language. A sentence this build does not know (a newer database) is shown as stored.
 */
export interface NotificationText {
  key: string | null;
  /** The facts in the sentence; an amount is in whole kronor ('1234568'), for the page to format. */
  values: { title?: string; provider?: string; amount?: string };
}

interface Template {
  type: string;
  key: string;
  pattern: RegExp;
}

const titled = (before: string, after: string) =>
  new RegExp(`^${escapeRegExp(before)}"(?<title>.*)"${escapeRegExp(after)}$`, 's');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const TEMPLATES: readonly Template[] = [
  {
    type: 'new_quote',
    key: 'type.new_quote.detailed',
    pattern: /^You have received a new quote for "(?<title>.*)" from (?<provider>.*): (?<amount>\d[\d ]*) kr\.$/s,
  },
  // written before the sentence named the provider and the amount
  { type: 'new_quote', key: 'type.new_quote', pattern: titled('You have received a new quote for ', '.') },
  { type: 'quote_viewed', key: 'type.quote_viewed', pattern: titled('Your quote for ', ' has been viewed.') },
  {
    type: 'project_awarded',
    key: 'type.project_awarded.won',
    pattern: titled('Congratulations! Your quote for ', ' has been accepted.'),
  },
  {
    type: 'project_awarded',
    key: 'type.project_awarded.lost',
    pattern: titled('The project ', ' has been awarded to another provider.'),
  },
  {
    type: 'deadline_1week',
    key: 'type.deadline_1week',
    pattern: titled('The submission deadline for ', ' is in 1 week.'),
  },
  {
    type: 'deadline_2weeks',
    key: 'type.deadline_2weeks',
    pattern: titled('The submission deadline for ', ' is in 2 weeks.'),
  },
  {
    type: 'deadline_1month',
    key: 'type.deadline_1month',
    pattern: titled('The submission deadline for ', ' is in 1 month.'),
  },
  { type: 'new_message', key: 'type.new_message.parentSender', pattern: /^You have a new reply to your message\.$/ },
  { type: 'new_message', key: 'type.new_message.projectOwner', pattern: /^You have a new reply in your project\.$/ },
  {
    type: 'new_message',
    key: 'type.new_message.quotedProvider',
    pattern: /^You have a new reply in a project you have quoted on\.$/,
  },
  {
    type: 'project_deleted',
    key: 'type.project_deleted',
    pattern: titled('The project ', ' was deleted by its owner. Your quote is kept on record.'),
  },
];

export function notificationText(type: string, message: string): NotificationText {
  for (const template of TEMPLATES) {
    if (template.type !== type) continue;
    const match = template.pattern.exec(message);
    if (!match) continue;
    const { title, provider, amount } = match.groups ?? {};
    return {
      key: template.key,
      values: {
        ...(title !== undefined && { title }),
        ...(provider !== undefined && { provider }),
        ...(amount !== undefined && { amount: amount.replaceAll(' ', '') }),
      },
    };
  }
  return { key: null, values: {} };
}
