// GET /rest/v1/: a minimal OpenAPI description listing the exposed tables, views and functions.
import type { RestRequest } from './request-context.ts';

export function openApiRoot(q: RestRequest): unknown {
  const paths: Record<string, unknown> = { '/': {} };
  for (const rel of q.cache.relations.values()) if (rel.schema === q.schema) paths[`/${rel.name}`] = {};
  for (const [key] of q.cache.routines) {
    const [schema, name] = [key.slice(0, key.indexOf('.')), key.slice(key.indexOf('.') + 1)];
    if (schema === q.schema) paths[`/rpc/${name}`] = {};
  }
  return { swagger: '2.0', info: { title: 'local-supabase REST', version: '12' }, basePath: '/', paths };
}
