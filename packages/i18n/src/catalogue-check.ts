import { LANGUAGES, type Language } from './language.ts';

export type CatalogueFiles = Partial<Record<Language, Record<string, string>>>;

const placeholders = (message: string) =>
  [...message.matchAll(/\{\s*([A-Za-z0-9_]+)/g)]
    .map((m) => m[1])
    .sort()
    .join(',');
const tags = (message: string) =>
  [...message.matchAll(/<\/?([a-zA-Z0-9]+)>/g)]
    .map((m) => m[0])
    .sort()
    .join('');

/**
 * Every problem that would show a visitor a key or a broken sentence: a language file missing,
 * a key in one language and not the other, an empty message, or placeholders and tags that
 * differ between the languages.
 */
export function catalogueGaps(namespace: string, files: CatalogueFiles): string[] {
  const gaps: string[] = [];
  for (const language of LANGUAGES) {
    if (!files[language]) gaps.push(`${namespace}: no ${language} catalogue`);
  }
  const [first, ...others] = LANGUAGES;
  for (const language of LANGUAGES) {
    const own = files[language];
    if (!own) continue;
    for (const [key, message] of Object.entries(own)) {
      if (typeof message !== 'string' || message.trim() === '')
        gaps.push(`${namespace}: "${key}" is empty in ${language}`);
      for (const other of LANGUAGES) {
        if (other !== language && files[other] && !(key in files[other]!)) {
          gaps.push(`${namespace}: "${key}" exists in ${language} but not in ${other}`);
        }
      }
    }
  }
  const base = files[first];
  for (const language of others) {
    const own = files[language];
    if (!base || !own) continue;
    for (const [key, message] of Object.entries(base)) {
      const translated = own[key];
      if (typeof translated !== 'string') continue;
      if (placeholders(message) !== placeholders(translated)) {
        gaps.push(
          `${namespace}: "${key}" has placeholders {${placeholders(message)}} in ${first} ` +
            `but {${placeholders(translated)}} in ${language}`,
        );
      }
      if (tags(message) !== tags(translated))
        gaps.push(`${namespace}: "${key}" has other tags in ${language} than in ${first}`);
    }
  }
  return gaps;
}
