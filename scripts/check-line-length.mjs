// `npm run lint`, after Biome: no line of tracked source longer than 120 characters (issue 27).
// Biome formats to the same width (biome.json) but leaves long string literals whole: test titles,
// SQL, tokens, messages. Break SQL over lines, split strings with +, or shorten the title.
// Characters are counted as code points, like Biome does, so å, ä and ö count once.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const MAX = 120;
const PATTERNS = ['*.ts', '*.tsx', '*.mjs', '*.js', '*.css'];
// generated: the Supabase types and the test fixtures
const EXCLUDED = /database\.types|fixtures/;

const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
const files = execFileSync('git', ['ls-files', '-z', '--', ...PATTERNS], { cwd: root, encoding: 'utf8' })
  .split('\0')
  .filter((file) => file !== '' && !EXCLUDED.test(file));

const long = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch (error) {
    if (error.code === 'ENOENT') continue; // deleted in the work tree, not yet in the index
    throw error;
  }
  text.split('\n').forEach((line, i) => {
    const length = [...line.replace(/\r$/, '')].length;
    if (length > MAX) long.push(`${file}:${i + 1}: ${length} characters`);
  });
}

if (long.length > 0) {
  console.error(`${long.length} line(s) longer than ${MAX} characters:\n${long.join('\n')}`);
  process.exit(1);
}
