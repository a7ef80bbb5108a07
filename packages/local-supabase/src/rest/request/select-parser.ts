// The `select` parameter: columns, aliases, casts, JSON paths, embeds with hints, spreads, count().
import { PgrstError, parseError } from '../errors.ts';
import type { EmbedItem, FieldRef, JsonStep, SelectItem } from './ast.ts';

const NAME_STOP = new Set([',', ':', '(', ')', '!', '.', '"']);
/** Deeper embedding than any real request needs; the limit keeps parsing and SQL bounded. */
export const MAX_NESTING = 32;

class Scanner {
  text: string;
  pos = 0;
  depth = 0;
  constructor(text: string) {
    this.text = text;
  }
  peek(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  eat(s: string): boolean {
    if (!this.peek(s)) return false;
    this.pos += s.length;
    return true;
  }
  atEnd(): boolean {
    return this.pos >= this.text.length;
  }
  fail(expecting: string, what = 'select'): never {
    const found = this.atEnd() ? 'end of input' : `"${this.text[this.pos]}"`;
    throw parseError(
      `"failed to parse ${what} parameter (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} expecting ${expecting}`,
    );
  }
  /** A bare or double-quoted identifier. */
  name(expecting = 'field name (* or [a..z0..9_$])'): string {
    if (this.eat('"')) {
      let out = '';
      while (!this.atEnd() && this.text[this.pos] !== '"') {
        if (this.text[this.pos] === '\\' && this.pos + 1 < this.text.length) this.pos++;
        out += this.text[this.pos++];
      }
      if (!this.eat('"')) this.fail('closing quote');
      return out;
    }
    const start = this.pos;
    while (!this.atEnd()) {
      const ch = this.text[this.pos];
      if (NAME_STOP.has(ch) || (ch === '-' && this.text[this.pos + 1] === '>')) break;
      this.pos++;
    }
    if (this.pos === start) this.fail(expecting);
    return this.text.slice(start, this.pos);
  }
}

export function parseSelect(text: string): SelectItem[] {
  if (text === '') return [{ kind: 'star' }];
  const s = new Scanner(text);
  const items = list(s, true);
  if (!s.atEnd()) s.fail('"," or end of input');
  return items;
}

function list(s: Scanner, topLevel: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  if (!topLevel && s.peek(')')) return items;
  for (;;) {
    items.push(item(s));
    if (!s.eat(',')) break;
  }
  return items;
}

function item(s: Scanner): SelectItem {
  if (s.eat('*')) return { kind: 'star' };
  if (s.eat('...')) {
    const name = s.name();
    return embed(s, name, undefined, true);
  }
  let alias: string | undefined;
  let name = s.name();
  if (s.peek(':') && !s.peek('::')) {
    s.eat(':');
    alias = name;
    if (s.eat('...')) s.fail('field name (* or [a..z0..9_$])');
    name = s.name();
  }
  if (name === 'count' && s.peek('()')) {
    s.eat('()');
    return { kind: 'count', alias };
  }
  if (s.peek('!') || s.peek('(')) return embed(s, name, alias, false);
  return column(s, name, alias);
}

function embed(s: Scanner, name: string, alias: string | undefined, spread: boolean): EmbedItem {
  const node: EmbedItem = { kind: 'embed', name, alias, spread, select: [] };
  while (s.eat('!')) {
    const hint = s.name('hint or join type');
    if (hint === 'inner' || hint === 'left') node.join = hint;
    else if (node.hint === undefined) node.hint = hint;
    else s.fail('"(" after the embed hint');
  }
  if (!s.eat('(')) s.fail('"("');
  if (++s.depth > MAX_NESTING) s.fail(`at most ${MAX_NESTING} levels of embedding`);
  node.select = list(s, false);
  s.depth--;
  if (!s.eat(')')) s.fail('")" or ","');
  return node;
}

function column(s: Scanner, name: string, alias: string | undefined): SelectItem {
  const field: FieldRef = { name, json: jsonPath(s) };
  if (s.peek('.')) {
    if (/^\.(count|sum|avg|min|max)\(\)/.test(s.text.slice(s.pos))) {
      throw new PgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
    }
    s.fail('"," or end of input');
  }
  let cast: string | undefined;
  if (s.eat('::')) {
    cast = s.name('a type name');
    if (!/^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/.test(cast)) s.fail('a type name');
  }
  return { kind: 'column', field, alias, cast };
}

export function jsonPath(s: Scanner): JsonStep[] {
  const steps: JsonStep[] = [];
  for (;;) {
    const arrow = s.eat('->>') ? '->>' : s.eat('->') ? '->' : null;
    if (!arrow) break;
    steps.push({ arrow, key: s.name('a JSON key') });
  }
  return steps;
}

/** For filters and order terms: `col`, `data->a->>b`. Returns null if text is not one. */
export function parseFieldRef(text: string): FieldRef | null {
  const s = new Scanner(text);
  try {
    const name = s.name();
    const json = jsonPath(s);
    return s.atEnd() ? { name, json } : null;
  } catch {
    return null;
  }
}
