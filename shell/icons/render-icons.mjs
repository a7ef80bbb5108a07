// Renders the site's icons from favicon.svg into ../public with Chromium:
//   npm run icons -w shell
// favicon.png (32 px): the tab icon. Chromium fetches and decodes the page's icon again after
// every same-document navigation, in the page's own renderer; an SVG icon is a whole SVG document
// each time (about 8 ms of main thread per filter change on /projects at 4x CPU, paired), a PNG
// is a small decode. apple-touch-icon.png (180 px): the home-screen icon iOS looks for at the root.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from '../../scripts/lib/browser.mjs';

const here = import.meta.dirname;
const svg = fs.readFileSync(path.join(here, 'favicon.svg'));
const icons = [
  { file: 'favicon.png', size: 32 },
  { file: 'apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: findChromium().wanted,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { file, size } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
    await page.setContent(
      '<style>html,body{margin:0;background:transparent}img{display:block}</style>' +
        `<img src="${src}" width="${size}" height="${size}" alt="">`,
    );
    await page.screenshot({ path: path.join(here, '../public', file), omitBackground: true });
    await page.close();
    console.log(`public/${file} (${size} px)`);
  }
} finally {
  await browser.close();
}
