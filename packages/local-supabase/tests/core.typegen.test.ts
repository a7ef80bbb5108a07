import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateTypes } from '../src/gen-types.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

/** Relationships holding only books' foreign key to authors, on `column`. */
const referencesAuthors = (column: string) => `        Relationships: [
          {
            foreignKeyName: "books_author_id_fkey"
            columns: ["${column}"]
            isOneToOne: false
            referencedRelation: "authors"
            referencedColumns: ["id"]
          },
        ]`;

describe('gen:types', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      migrationsSql: [
        `create type public.mood as enum ('happy', 'sad');
         create table public.moods (id int generated always as identity primary key,
           mood public.mood not null default 'happy', note text);
         create function public.add(a int, b int default 2) returns int language sql as $$ select a + b $$;
         create function public.noop() returns void language sql as $$ select $$;
         create view public.book_list as select id, title, author_id from public.books;
         create view public.book_titles as select b.id, b.title, b.author_id as writer
           from public.books b join public.authors a on a.id = b.author_id;`,
      ],
    });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it('writes the public schema as supabase gen types typescript does', async () => {
    const text = await generateTypes(t.db);
    expect(text.startsWith('export type Json =\n  | string\n')).toBe(true);
    expect(text).toContain(`      books: {
        Row: {
          author_id: number
          id: number
          published_year: number | null
          title: string
        }
        Insert: {
          author_id: number
          id?: number
          published_year?: number | null
          title: string
        }`);
    expect(text).toContain(referencesAuthors('author_id'));
    expect(text).toContain(`        Insert: {
          id?: never
          mood?: Database["public"]["Enums"]["mood"]
          note?: string | null
        }`);
    expect(text).toContain(`      book_list: {
        Row: {
          author_id: number | null
          id: number | null
          title: string | null
        }`);
    // The view inherits books' foreign key, and books' referrers would point at it too.
    const view = text.slice(text.indexOf('      book_list: {'));
    expect(view.slice(0, view.indexOf('\n      }\n'))).toContain(referencesAuthors('author_id'));
    // Only plain projections carry keys: authors.id, used in the join alone, gives book_titles.id nothing.
    const titles = text.slice(text.indexOf('      book_titles: {'));
    expect(titles.slice(0, titles.indexOf('\n      }\n'))).toContain(referencesAuthors('writer'));
    expect(text).not.toContain('referencedRelation: "book_titles"');
    expect(text).toContain('      add: { Args: { a: number; b?: number }; Returns: number }');
    expect(text).toContain('      noop: { Args: never; Returns: undefined }');
    expect(text).toContain('    Enums: {\n      mood: "happy" | "sad"\n    }');
    expect(text).toContain(
      'export const Constants = {\n  public: {\n    Enums: {\n' +
        '      mood: ["happy", "sad"],\n    },\n  },\n} as const\n',
    );
  });
});
