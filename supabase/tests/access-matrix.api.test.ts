// The access matrix through the real supabase-js against local-supabase: every table x actor x
// operation, then every storage bucket x actor x operation through the storage API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, aalOf, type Api } from './helpers/api.ts';
import { apiExecutor } from './helpers/api-executor.ts';
import { formatMatrix, mismatches, runMatrix, type Cell } from './helpers/matrix.ts';

let api: Api;
let cells: Cell[];
const serverErrors: string[] = [];

beforeAll(async () => {
  api = await startApi();
  cells = await runMatrix(api.server.db, api.world, apiExecutor(api.clients, api.server.db, serverErrors));
  console.log(formatMatrix('Access matrix (supabase-js over HTTP): ✓ allowed, · refused, ! unexpected', cells));
});

afterAll(async () => api?.stop());

describe('access matrix (supabase-js)', () => {
  it('uses real sessions: the admin at aal1 and at aal2', async () => {
    expect(await aalOf(api.clients.adminAal1)).toBe('aal1');
    expect(await aalOf(api.clients.adminAal2)).toBe('aal2');
  });

  it('asserts every table x actor x operation cell', () => {
    expect(mismatches(cells)).toEqual([]);
    expect(cells.length).toBe(28 * 4 * 10);
  });

  it('answers every refusal with a client error, never a 500', () => {
    expect(serverErrors).toEqual([]);
  });
});
