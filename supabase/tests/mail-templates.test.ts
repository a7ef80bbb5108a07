// The hosted auth e-mails (supabase/templates, wired in config.toml) say what local-supabase's
// composeMail says, in both languages: the same subject, lead and code line for each kind of mail,
// so the mails a user gets locally and on the hosted project cannot drift apart.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { composeMail, type LinkType } from '../../packages/local-supabase/src/auth/mail.ts';

const SUPABASE = new URL('../', import.meta.url);
const REPOSITORY = new URL('../../', import.meta.url);

/** config.toml's template name for each kind of link local-supabase mails. */
const TEMPLATES: Record<LinkType, string> = {
  signup: 'confirmation',
  invite: 'invite',
  recovery: 'recovery',
  magiclink: 'magic_link',
  email_change: 'email_change',
};

/** What GoTrue's mailer hands a template (internal/mailer): the link, the OTP, its hash and the user. */
const GOTRUE_VARIABLES = new Set([
  'ConfirmationURL',
  'Token',
  'TokenHash',
  'SiteURL',
  'Email',
  'NewEmail',
  'RedirectTo',
  'Data',
]);

interface MailData {
  ConfirmationURL: string;
  Token: string;
  Email: string;
  NewEmail: string;
  Data: { language?: string };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&#34;');

/**
 * Go's template language, only as far as the templates use it: `{{ .Name }}` and
 * `{{ if eq .Data.language "sv" }}…{{ else }}…{{ end }}`. Anything else fails, so a template
 * that starts using more cannot pass here untested. Values are HTML-escaped as html/template does.
 */
function renderGoTemplate(source: string, data: MailData, escapeValue: (s: string) => string): string {
  const parts = source.split(/(\{\{.*?\}\})/s);
  let out = '';
  // one entry per open `if`: [condition, in the else branch]
  const stack: Array<{ condition: boolean; inElse: boolean }> = [];
  const emitting = () => stack.every((frame) => frame.condition !== frame.inElse);
  for (const part of parts) {
    const action = /^\{\{\s*(.*?)\s*\}\}$/s.exec(part)?.[1];
    if (action === undefined) {
      if (emitting()) out += part;
      continue;
    }
    const comparison = /^if eq \.Data\.language "([a-z]+)"$/.exec(action);
    const variable = /^\.([A-Za-z]+)$/.exec(action);
    if (comparison) stack.push({ condition: data.Data.language === comparison[1], inElse: false });
    else if (action === 'else') {
      const frame = stack.at(-1);
      if (!frame || frame.inElse) throw new Error('else without if');
      frame.inElse = true;
    } else if (action === 'end') {
      if (!stack.pop()) throw new Error('end without if');
    } else if (variable && GOTRUE_VARIABLES.has(variable[1]!) && variable[1] !== 'Data') {
      const value = data[variable[1] as keyof Omit<MailData, 'Data'>];
      if (value === undefined) throw new Error(`no test value for .${variable[1]}`);
      if (emitting()) out += escapeValue(value);
    } else throw new Error(`the test's evaluator does not know {{ ${action} }}`);
  }
  if (stack.length > 0) throw new Error('if without end');
  return out;
}

/** The `[auth.email.template.<name>]` tables of config.toml: name -> key -> value. */
function configuredTemplates(): Map<string, Record<string, string>> {
  const tables = new Map<string, Record<string, string>>();
  let current: Record<string, string> | null = null;
  for (const line of readFileSync(new URL('config.toml', SUPABASE), 'utf8').split('\n')) {
    const table = /^\[(.+)\]\s*$/.exec(line);
    if (table) {
      const name = /^auth\.email\.template\.([a-z_]+)$/.exec(table[1]!)?.[1];
      current = name ? {} : null;
      if (name) tables.set(name, current!);
      continue;
    }
    const entry = /^(\w+)\s*=\s*(?:'([^']*)'|"((?:[^"\\]|\\.)*)")\s*$/.exec(line);
    if (current && entry) current[entry[1]!] = entry[2] ?? JSON.parse(`"${entry[3]}"`);
  }
  return tables;
}

const mailData = (language: 'sv' | 'en'): MailData => ({
  ConfirmationURL:
    'https://ref.supabase.co/auth/v1/verify?token=abc123&type=signup' +
    '&redirect_to=https%3A%2F%2Fbrf.example%2Fauth-callback',
  Token: '123456',
  Email: 'anna@example.com',
  NewEmail: 'anna.ny@example.com',
  // English is what anyone without language 'sv' gets, so 'en' stands for 'no language' too
  Data: language === 'sv' ? { language: 'sv' } : {},
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

describe('auth e-mail templates for the hosted project', () => {
  const tables = configuredTemplates();

  it('config.toml wires every kind of mail to a template file that exists, and nothing else', () => {
    expect([...tables.keys()].sort()).toEqual(Object.values(TEMPLATES).sort());
    for (const name of Object.values(TEMPLATES)) {
      const table = tables.get(name)!;
      expect(table.content_path, name).toBe(`./supabase/templates/${name}.html`);
      // the CLI reads content_path from the repository root (the folder holding supabase/)
      expect(existsSync(new URL(table.content_path!, REPOSITORY)), table.content_path).toBe(true);
      expect(table.subject, name).toBeTruthy();
    }
  });

  for (const [type, name] of Object.entries(TEMPLATES) as Array<[LinkType, string]>) {
    for (const language of ['sv', 'en'] as const) {
      it(`${name} in ${language}: the subject, lead and code line composeMail sends`, () => {
        const data = mailData(language);
        const local = composeMail(
          type,
          data.Email,
          data.ConfirmationURL,
          'hash',
          data.Token,
          language === 'sv' ? 'sv' : undefined,
        );
        const [subject, , lead, , , codeLine] = local.text.split('\n');
        expect(renderGoTemplate(tables.get(name)!.subject!, data, (s) => s)).toBe(subject);

        const html = renderGoTemplate(
          readFileSync(new URL(`templates/${name}.html`, SUPABASE), 'utf8'),
          data,
          escapeHtml,
        );
        expect(html).toMatch(new RegExp(`^<!DOCTYPE html>\\s*<html lang="${language}">`));
        const body = /<div lang="([a-z]+)"[^>]*>([\s\S]*?)<\/div>/.exec(html);
        expect(body?.[1]).toBe(language);
        expect(text(/<title>([\s\S]*?)<\/title>/.exec(html)![1]!)).toBe(subject);
        expect(text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body![2]!)![1]!)).toBe(subject);
        expect(text(/<p[^>]*>([\s\S]*?)<\/p>/.exec(body![2]!)![1]!)).toBe(lead);
        expect(text(body![2]!)).toContain(codeLine);
        // the link as a link and as text to copy, escaped as html/template escapes it
        const escapedUrl = escapeHtml(data.ConfirmationURL);
        expect(body![2]!.split(`href="${escapedUrl}"`)).toHaveLength(3);
        expect(body![2]!).toContain(`>${escapedUrl}</a>`);
        // one language per mail
        const other = composeMail(
          type,
          data.Email,
          data.ConfirmationURL,
          'hash',
          data.Token,
          language === 'sv' ? undefined : 'sv',
        );
        expect(html).not.toContain(other.subject);
      });
    }
  }

  it('the email change mail names both addresses', () => {
    for (const language of ['sv', 'en'] as const) {
      const html = renderGoTemplate(
        readFileSync(new URL('templates/email_change.html', SUPABASE), 'utf8'),
        mailData(language),
        escapeHtml,
      );
      expect(text(html)).toContain(
        language === 'sv'
          ? 'Från anna@example.com till anna.ny@example.com.'
          : 'From anna@example.com to anna.ny@example.com.',
      );
    }
  });

  it('the evaluator refuses what it does not know (so the templates stay within what it checks)', () => {
    const data = mailData('en');
    expect(() => renderGoTemplate('{{ .Data.first_name }}', data, escapeHtml)).toThrow(/does not know/);
    expect(() => renderGoTemplate('{{ if eq .Data.language "sv" }}x', data, escapeHtml)).toThrow(/if without end/);
    expect(renderGoTemplate('{{ if eq .Data.language "sv" }}sv{{ else }}en{{ end }}', mailData('sv'), escapeHtml)).toBe(
      'sv',
    );
  });
});
