// Public pages are HTML (issue 32): the document itself holds the page's heading and text in both
// languages, with its title and description, before any JavaScript runs; then the app takes over
// without a console error, and a visitor it was not made for (a deep link, a signed-in visitor) never
// sees it.
import { expect, test, type Page } from '@playwright/test';
import { createUserOf, signedInPage } from '../support/roles.ts';

const PAGES = [
  {
    path: '/login',
    sv: { heading: 'Logga in på ditt konto', text: 'Glömt lösenordet?', title: 'Logga in · BRF-marknaden' },
    en: { heading: 'Sign in to your account', text: 'Forgot password?', title: 'Login · BRF Marketplace' },
  },
  {
    path: '/',
    sv: {
      heading: 'BRF-marknaden',
      text: 'Marknadsplatsen där bostadsrättsföreningar publicerar upphandlingar och leverantörer lämnar offerter.',
      title: 'Hem · BRF-marknaden',
    },
    en: {
      heading: 'BRF Marketplace',
      text:
        'The marketplace where housing cooperatives publish procurement projects and service providers send ' +
        'quotes.',
      title: 'Home · BRF Marketplace',
    },
  },
  {
    path: '/reset-password',
    sv: {
      heading: 'Återställ lösenordet',
      text: 'Skicka återställningslänk',
      title: 'Återställ lösenord · BRF-marknaden',
    },
    en: { heading: 'Reset your password', text: 'Send reset link', title: 'Reset Password · BRF Marketplace' },
  },
] as const;

const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

test.describe('prerendered public pages', () => {
  for (const { path, sv, en } of PAGES) {
    test(`${path}: the HTML holds the heading and text in Swedish and English, with titles`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      for (const words of [sv.heading, sv.text, en.heading, en.text]) expect(html).toContain(words);
      expect(html).toContain(`<title>${sv.title}</title>`);
      expect(html).toContain(`data-title="${en.title}"`);
      expect(html).toMatch(/<meta name="description" content="[^"]{20,}">/);
    });
  }

  test('without JavaScript the page reads in Swedish, described', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'sv-SE' });
    const page = await context.newPage();
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Logga in på ditt konto');
    // readable and its links followed; the form, which cannot work without the app, takes no input
    await expect(page.locator('form')).toHaveAttribute('inert', '');
    await expect(page).toHaveTitle('Logga in · BRF-marknaden');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Logga in på BRF-marknaden för att hantera era projekt och offerter.',
    );
    await context.close();
  });

  test('an English visitor gets the English page before the app starts, then the app, with no error', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const errors = errorsOf(page);
    // the site's code held back: what shows is the document and its inline script alone
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/reset-password');
    await expect(page.getByText('Reset your password', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Reset Password · BRF Marketplace');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // a copy until the app renders the page: nothing can be typed into it, and it is not the page to read
    await expect(page.locator('main')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await page.unroute(/\/assets\/.*\.js$/);
    errors.length = 0;

    await page.goto('/reset-password');
    const live = page.locator('[data-remote="mf-accounts"][data-page="reset-password"]');
    await expect(live.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeEditable();
    await expect(page.locator('[inert]')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.se');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('someone@example.se');
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the copy is the document's own nodes, moved into the page's place; no HTML is written", async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    const errors = errorsOf(page);
    // before any of the site's code: the heading the document was parsed with, and every HTML string written
    await page.addInitScript(() => {
      const seen = window as unknown as { documentHeading?: Element | null; htmlWritten: string[] };
      seen.htmlWritten = [];
      const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML') as PropertyDescriptor;
      Object.defineProperty(Element.prototype, 'innerHTML', {
        ...innerHtml,
        set(this: Element, html: string) {
          seen.htmlWritten.push(String(html).slice(0, 80));
          innerHtml.set?.call(this, html);
        },
      });
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') seen.documentHeading = document.querySelector('#root main h1');
      });
    });
    // the page's own code held back: the copy stands in its place meanwhile
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('http://localhost:3001/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    const copy = page.locator('[inert][aria-hidden="true"]');
    await expect(copy.locator('h1')).toHaveText('Sign in to your account');
    expect(
      await page.evaluate(() => {
        const heading = (window as unknown as { documentHeading?: Element | null }).documentHeading;
        return { moved: heading?.closest('[inert]') !== null, shown: heading?.isConnected };
      }),
    ).toEqual({ moved: true, shown: true });

    release();
    const live = page.locator('[data-remote="mf-accounts"][data-page="login"]');
    await expect(live.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.locator('[inert]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { htmlWritten: string[] }).htmlWritten)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  test('a deep link and a signed-in visitor never see a public page they did not ask for', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    // /projects is served the app's page (app.html), which carries no public page
    await page.goto('/projects');
    await expect(page.locator('#root')).toBeEmpty();
    await context.close();

    const signedIn = await signedInPage(browser, await createUserOf('service_provider'));
    await signedIn.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await signedIn.goto('/');
    await expect(signedIn.locator('#root')).toBeEmpty();
    await signedIn.context().close();
  });
});
