import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type TestInfo } from '@playwright/test';
import { startApp, stopApp } from '../support/control.ts';
import { openRealProject, projectDetail } from '../support/platform-world.ts';

// The rule (packages/mf-config/README.md, "Shared packages"): stateless @brf packages are bundled
// into each remote at the version it was built with; a remote is refused, loudly, only when it
// needs a newer contract than the page offers.

const ROOT = path.resolve(import.meta.dirname, '../..');
const rspack = path.join(ROOT, 'node_modules/.bin/rspack');

test.describe.configure({ timeout: 180_000 });
test.afterEach(async () => {
  await stopApp('mf-quotes');
  await startApp('mf-quotes');
});

/** A copy of mf-quotes whose QuotesSection is `page`, built against `packages` (name -> source dir). */
function buildQuotesRelease(testInfo: TestInfo, page: string, packages: Record<string, string>): string {
  const next = testInfo.outputPath('mf-quotes-next');
  fs.cpSync(path.join(ROOT, 'mf-quotes'), next, {
    recursive: true,
    filter: (source) => !/[/\\](dist|node_modules|\.turbo)$/.test(source),
  });
  fs.writeFileSync(path.join(next, 'src/next-quotes-section.tsx'), page);
  const config = path.join(next, 'rspack.config.mjs');
  fs.writeFileSync(
    config,
    fs
      .readFileSync(config, 'utf8')
      .replace(/'\.\/QuotesSection': '[^']+'/, "'./QuotesSection': './src/next-quotes-section.tsx'"),
  );
  // the release resolves these packages to its own copies (linked, as a workspace install does)
  for (const [name, dir] of Object.entries(packages)) {
    const link = path.join(next, 'node_modules', name);
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(dir, link, 'dir');
  }
  execFileSync(rspack, ['build', '--config', config], { cwd: next, stdio: 'pipe' });
  return path.join(next, 'dist');
}

/** A copy of a workspace package, outside any node_modules (so the build compiles its source). */
function copyPackage(testInfo: TestInfo, name: string, change: (dir: string) => void): string {
  const dir = testInfo.outputPath(`${name}-next`);
  fs.cpSync(path.join(ROOT, 'packages', name), dir, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|\.turbo)$/.test(source),
  });
  change(dir);
  return dir;
}

async function openProject(page: import('@playwright/test').Page) {
  const projectId = await openRealProject(page, 'owner');
  return { detail: projectDetail(page), projectId };
}

test('a remote rebuilt against a newer @brf/ui (a new primitive) and deployed alone works in the older shell', async ({
  page,
}, testInfo) => {
  const uiNext = copyPackage(testInfo, 'ui', (dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...pkg, version: '0.2.0' }, null, 2));
    fs.writeFileSync(
      path.join(dir, 'src/release-note.tsx'),
      'export function ReleaseNote({ children }: { children: string }) {\n' +
        '  return <p role="note" data-ui-version="0.2.0">{children}</p>;\n' +
        '}\n',
    );
    fs.appendFileSync(path.join(dir, 'src/index.ts'), "export { ReleaseNote } from './release-note.tsx';\n");
  });
  const dist = buildQuotesRelease(
    testInfo,
    "import { ReleaseNote } from '@brf/ui';\n\n" +
      'export default function QuotesSection({ projectId }: { projectId: string }) {\n' +
      '  return (\n' +
      '    <section data-remote="mf-quotes" data-page="quotes-section" data-project-id={projectId}>\n' +
      '      <ReleaseNote>Quotes built against @brf/ui 0.2.0</ReleaseNote>\n' +
      '    </section>\n' +
      '  );\n' +
      '}\n',
    { '@brf/ui': uiNext },
  );

  await stopApp('mf-quotes');
  await startApp('mf-quotes', dist);
  const { detail, projectId } = await openProject(page);
  const section = detail.locator('[data-slot="quotes"] [data-page="quotes-section"]');
  await expect(section).toHaveAttribute('data-project-id', projectId);
  await expect(section.getByRole('note')).toHaveText('Quotes built against @brf/ui 0.2.0');
  await expect(detail.locator('[data-remote-fallback]')).toHaveCount(0);
  // the shell's own primitives (nav menus, its copy of @brf/ui) are untouched
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Account menu/ })
    .click();
  await expect(page.locator('#profile-menu')).toBeVisible();
});

test("a remote built for a newer contract than the page offers shows its slot's fallback and a console error", async ({
  page,
}, testInfo) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  const contractsNext = copyPackage(testInfo, 'contracts', (dir) => {
    const file = path.join(dir, 'src/exposed-modules.ts');
    const source = fs.readFileSync(file, 'utf8');
    const bumped = source.replace('QuotesSection: { version: 1 }', 'QuotesSection: { version: 2 }');
    expect(bumped).not.toBe(source);
    fs.writeFileSync(file, bumped);
  });
  const dist = buildQuotesRelease(
    testInfo,
    'export default function QuotesSection({ projectId }: { projectId: string; sortBy?: string }) {\n' +
      '  return <section data-remote="mf-quotes" data-page="quotes-section" data-project-id={projectId}>' +
      'needs contract v2</section>;\n' +
      '}\n',
    { '@brf/contracts': contractsNext },
  );

  await stopApp('mf-quotes');
  await startApp('mf-quotes', dist);
  const { detail, projectId } = await openProject(page);
  const slot = detail.locator('[data-slot="quotes"]');
  await expect(slot.locator('[data-remote-fallback="mf-quotes"]')).toBeVisible();
  await expect(slot).toContainText('Quotes could not be loaded.');
  await expect(slot).not.toContainText('needs contract v2');
  // only that slot: the page and the message board still render
  await expect(detail.getByRole('heading', { name: 'Takbyte 2027' })).toBeVisible();
  await expect(detail.locator('[data-slot="messages"] [data-page="project-messages"]')).toHaveAttribute(
    'data-project-id',
    projectId,
  );
  await expect
    .poll(() =>
      errors.find((text) =>
        text.includes('mf-quotes/QuotesSection was built against contract v2, but this page offers v1'),
      ),
    )
    .toBeTruthy();
});
