import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { defaultConfig } from '../src/config.ts';
import { isRedirectAllowed, resolveRedirect } from '../src/auth/redirect.ts';

describe('auth: redirect_to validation', () => {
  const config = {
    ...defaultConfig(),
    siteUrl: 'http://localhost:3000',
    additionalRedirectUrls: [
      'https://app.example.com/auth/callback',
      'https://*.preview.example.com/**',
      'myapp://login',
    ],
  };
  const req = (referer?: string) => ({ headers: referer ? { referer } : {} }) as unknown as IncomingMessage;

  it('allows any URL on the site host, and the additional URLs by glob', () => {
    expect(isRedirectAllowed(config, 'http://localhost:5173/welcome?x=1')).toBe(true);
    expect(isRedirectAllowed(config, 'https://app.example.com/auth/callback')).toBe(true);
    expect(isRedirectAllowed(config, 'https://app.example.com/other')).toBe(false);
    expect(isRedirectAllowed(config, 'https://pr-1.preview.example.com/a/b')).toBe(true);
    expect(isRedirectAllowed(config, 'https://x.y.preview.example.com/a')).toBe(false);
    expect(isRedirectAllowed(config, 'myapp://login')).toBe(true);
    expect(isRedirectAllowed(config, 'https://evil.example.net/')).toBe(false);
    expect(isRedirectAllowed(config, 'not a url')).toBe(false);
  });

  it('falls back to an allowed Referer, then to the site URL', () => {
    expect(resolveRedirect(config, req(), 'https://app.example.com/auth/callback')).toBe(
      'https://app.example.com/auth/callback',
    );
    expect(resolveRedirect(config, req('http://localhost:3000/login'), 'https://evil.example.net/')).toBe(
      'http://localhost:3000/login',
    );
    expect(resolveRedirect(config, req('https://evil.example.net/'), null)).toBe('http://localhost:3000');
  });
});
