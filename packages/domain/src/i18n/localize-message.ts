/** How a message is looked up in the active language; undefined when the catalogue lacks it. */
export type Lookup = (key: string, values?: Record<string, string>) => string | undefined;

interface Template {
  key: string;
  names: string[];
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** English templates such as '{label} must be at least {n} characters', most specific first. */
export function compileTemplates(keys: readonly string[]): Template[] {
  return keys
    .filter((key) => /\{[A-Za-z]+\}/.test(key))
    .map((key) => {
      const names: string[] = [];
      const source = key
        .split(/(\{[A-Za-z]+\})/)
        .map((part) => {
          const name = /^\{([A-Za-z]+)\}$/.exec(part)?.[1];
          if (!name) return escapeRegExp(part);
          names.push(name);
          return '(.+?)';
        })
        .join('');
      return { key, names, pattern: new RegExp(`^${source}$`, 's') };
    })
    .sort((a, b) => b.key.replace(/\{[A-Za-z]+\}/g, '').length - a.key.replace(/\{[A-Za-z]+\}/g, '').length);
}

/**
 * The active language's text for an English message from @brf/domain: an exact entry, else the
 * first template it fits (each captured value that is itself a message, such as a field label,
 * is translated too); a message the catalogue does not know is shown as it came.
 */
export function localizeMessage(message: string, lookup: Lookup, templates: readonly Template[]): string {
  const exact = lookup(message);
  if (exact !== undefined) return exact;
  for (const template of templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values: Record<string, string> = {};
    template.names.forEach((name, i) => {
      const captured = match[i + 1]!;
      values[name] = lookup(captured) ?? captured;
    });
    const text = lookup(template.key, values);
    if (text !== undefined) return text;
  }
  return message;
}
