import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig } from './runtime-config.ts';

const valid = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.demo',
  remotes: {
    'mf-accounts': 'http://localhost:3001/mf-manifest.json',
    'mf-projects': 'http://localhost:3002/mf-manifest.json',
    'mf-quotes': 'http://localhost:3003/mf-manifest.json',
    'mf-messaging': 'http://localhost:3004/mf-manifest.json',
    'mf-admin': '/mf-admin/1.4.2/mf-manifest.json',
  },
};

describe('runtime config', () => {
  it('accepts a complete config, relative manifest paths included', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('names every bad field', () => {
    const { 'mf-admin': _dropped, ...fourRemotes } = valid.remotes;
    expect(() =>
      parseRuntimeConfig({
        ...valid,
        supabaseUrl: 'not a url',
        remotes: { ...fourRemotes, 'mf-quotes': 'http://x/remoteEntry.js' },
      }),
    ).toThrow(
      new RegExp(
        'Invalid /config\\.json: supabaseUrl: .*; ' +
          "remotes\\.mf-quotes: must be the URL of a remote's mf-manifest\\.json; remotes\\.mf-admin: ",
      ),
    );
  });

  it('fails fast when the file is missing', async () => {
    const notFound = async () => new Response('nope', { status: 404 });
    await expect(loadRuntimeConfig(notFound as typeof fetch)).rejects.toThrow('Could not load /config.json (HTTP 404)');
  });

  it('reads /config.json without the HTTP cache', async () => {
    let seen: RequestInit | undefined;
    const ok = async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen = init;
      return Response.json(valid);
    };
    await expect(loadRuntimeConfig(ok as typeof fetch)).resolves.toEqual(valid);
    expect(seen).toEqual({ cache: 'no-store' });
  });
});
