import { describe, expect, it } from 'vitest';
import * as domain from '../index.ts';
import en from './locales/en.json' with { type: 'json' };
import sv from './locales/sv.json' with { type: 'json' };
import { compileTemplates, localizeMessage } from './localize-message.ts';

const english = en as Record<string, string>;
const swedish = sv as Record<string, string>;

/** Constants that are not text a person reads. */
const NOT_TEXT = new Set([
  'DEFAULT_PROJECT_FILTERS',
  'ADMIN_ROLE',
  'ATTACHMENT_ACCEPT',
  'CREATE_PROJECT_FILE_ACCEPT',
  'CSV_BOM',
  'CSV_MIME_TYPE',
  'CSV_SEPARATOR',
  'CURRENCY',
  'DEFAULT_COUNTY',
  'HEADLINE_BASIS',
  'LEGAL_LAST_UPDATED',
  'LOGO_BUCKET',
  'NO_ROWS_CODE',
  'OTHER_CATEGORY_NAME',
  'PRODUCT_TIME_ZONE',
  'PROFILE_UPDATED_EVENT',
  'PROJECT_FILES_BUCKET',
  'PROJECT_FILE_ACCEPT',
  'QUOTE_ATTACHMENTS_BUCKET',
  'REGISTRATION_PATHS',
]);

function textsIn(value: unknown, texts: string[]) {
  if (typeof value === 'string') texts.push(value);
  else if (Array.isArray(value)) {
    for (const item of value) if (item && typeof item === 'object') textsIn((item as { label?: string }).label, texts);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) textsIn(item, texts);
  }
}

/** Every text constant (UPPER_CASE export) of @brf/domain: strings, message maps, option labels. */
function domainTexts(): string[] {
  const texts: string[] = [];
  for (const [name, value] of Object.entries(domain)) {
    if (/^[A-Z][A-Z0-9_]+$/.test(name) && !NOT_TEXT.has(name)) textsIn(value, texts);
  }
  return texts;
}

const lookupIn = (catalogue: Record<string, string>) => (key: string, values?: Record<string, string>) => {
  const message = catalogue[key];
  return message === undefined
    ? undefined
    : message.replace(/\{(\w+)\}/g, (_, name: string) => values?.[name] ?? `{${name}}`);
};

describe('domain catalogue', () => {
  it('holds every message text of @brf/domain, in English exactly as the spec writes it', () => {
    const missing = domainTexts().filter((text) => english[text] !== text);
    expect(missing).toEqual([]);
  });

  it('shows generic field messages in Swedish with the field label translated', () => {
    const templates = compileTemplates(Object.keys(english));
    const swedishLookup = lookupIn(swedish);
    expect(localizeMessage(domain.maxLengthMessage('First name', 50), swedishLookup, templates)).toBe(
      'Förnamn får ha högst 50 tecken',
    );
    expect(localizeMessage(domain.minLengthMessage('Title', 3), swedishLookup, templates)).toBe(
      'Rubrik måste ha minst 3 tecken',
    );
    expect(localizeMessage(domain.minValueMessage('Max Bids', 1), swedishLookup, templates)).toBe(
      'Max antal offerter måste vara minst 1',
    );
    expect(localizeMessage(domain.ACCOUNT_VALIDATION.email, swedishLookup, templates)).toBe(
      'Ange en giltig e-postadress',
    );
    expect(localizeMessage(domain.resendRateLimitMessage(42), swedishLookup, templates)).toBe(
      'Vänta 42 sekunder innan du begär ett nytt verifieringsmejl.',
    );
    expect(localizeMessage('Something the server said', swedishLookup, templates)).toBe('Something the server said');
  });

  it('gives the English message back unchanged in English', () => {
    const templates = compileTemplates(Object.keys(english));
    const message = domain.maxLengthMessage('First name', 50);
    expect(localizeMessage(message, lookupIn(english), templates)).toBe(message);
  });
});
