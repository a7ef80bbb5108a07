import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogueGaps, type CatalogueFiles } from './catalogue-check.ts';
import { localeDirs, repositoryRoot as root } from './locale-dirs.ts';

const dirs = localeDirs();

describe('every catalogue in the repository', () => {
  it('finds the catalogues of the shell, the remotes and the packages', () => {
    const owners = dirs.map((dir) => path.relative(root, dir).split(path.sep)[0]);
    expect(owners).toEqual(expect.arrayContaining(['shell', 'mf-accounts', 'packages']));
  });

  it.each(dirs.map((dir) => [path.relative(root, dir), dir]))(
    '%s has every key in Swedish and English',
    (_name, dir) => {
      const files: CatalogueFiles = {};
      for (const language of ['sv', 'en'] as const) {
        const file = path.join(dir, `${language}.json`);
        if (fs.existsSync(file)) files[language] = JSON.parse(fs.readFileSync(file, 'utf8'));
      }
      expect(catalogueGaps(path.relative(root, dir), files)).toEqual([]);
    },
  );
});

describe('the Swedish words', () => {
  it("use one word family for quotes: 'offert', never 'bud' or 'anbud' by turns", () => {
    const found: string[] = [];
    for (const dir of dirs) {
      const file = path.join(dir, 'sv.json');
      if (!fs.existsSync(file)) continue;
      for (const [key, text] of Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>)) {
        if (/\b(an)?bud(et|en|s\w*)?\b/i.test(text)) found.push(`${path.relative(root, dir)}: ${key}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});
