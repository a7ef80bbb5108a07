import { boolean, object, optional, string, type Infer } from '@brf/contracts/check';

export const remoteApps = ['mf-accounts', 'mf-projects', 'mf-quotes', 'mf-messaging', 'mf-admin'] as const;
export type RemoteApp = (typeof remoteApps)[number];

function parsesAsUrl(value: string, base?: string): boolean {
  try {
    return Boolean(new URL(value, base));
  } catch {
    return false;
  }
}

const manifestUrl = string({
  check: (value) =>
    parsesAsUrl(value, 'http://base.invalid') && new URL(value, 'http://base.invalid').pathname.endsWith('.json')
      ? null
      : "must be the URL of a remote's mf-manifest.json",
});

export const runtimeConfigSchema = object({
  supabaseUrl: string({ check: (value) => (parsesAsUrl(value) ? null : 'must be an absolute URL') }),
  supabaseAnonKey: string({ minLength: 20 }),
  remotes: object({
    'mf-accounts': manifestUrl,
    'mf-projects': manifestUrl,
    'mf-quotes': manifestUrl,
    'mf-messaging': manifestUrl,
    'mf-admin': manifestUrl,
  }),
  /** production: monitoring sends logs and metrics to /api/monitoring (spec: production only) */
  production: optional(boolean()),
  /** exposes the stores on window.__brf for browser tests */
  testHooks: optional(boolean()),
});

export type RuntimeConfig = Infer<typeof runtimeConfigSchema>;

export class RuntimeConfigError extends Error {}

/** Parses /config.json; a readable message names every bad field (fail fast at boot). */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  throw new RuntimeConfigError(`Invalid /config.json: ${problems.join('; ')}`);
}

export async function loadRuntimeConfig(fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetcher('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`Could not load /config.json (HTTP ${response.status})`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new RuntimeConfigError('Invalid /config.json: not JSON');
  }
  return parseRuntimeConfig(json);
}
