// Rspack loader for `locales/<language>.json`: fails the build when the sibling language files
// disagree (catalogueGaps), then precompiles every ICU message so production pages carry
// Lingui's small runtime without its message parser.
import fs from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const LANGUAGES = ['sv', 'en'];

function readSiblings(file) {
  const dir = path.dirname(file);
  const files = {};
  for (const language of LANGUAGES) {
    const sibling = path.join(dir, `${language}.json`);
    if (fs.existsSync(sibling)) files[language] = JSON.parse(fs.readFileSync(sibling, 'utf8'));
  }
  return files;
}

export default async function compileCatalogue(source) {
  const file = this.resourcePath;
  const { catalogueGaps } = await import('@brf/i18n/catalogue-check'); // Node 24 strips its types
  for (const language of LANGUAGES) this.addDependency(path.join(path.dirname(file), `${language}.json`));
  const gaps = catalogueGaps(path.relative(process.cwd(), path.dirname(file)), readSiblings(file));
  if (gaps.length) throw new Error(`incomplete catalogue:\n  ${gaps.join('\n  ')}`);
  const messages = JSON.parse(source);
  const compiled = {};
  for (const [key, message] of Object.entries(messages)) compiled[key] = compileMessage(message);
  return `export default ${JSON.stringify(compiled)};`;
}
