// What PostgREST would put in request.jwt.claims and request.headers for supabase-js with the anon key.
import { DEMO_ANON_KEY } from '../src/keys.ts';

export const ANON_CLAIMS = JSON.stringify({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 });

export const ANON_HEADERS = JSON.stringify({
  host: '127.0.0.1',
  connection: 'keep-alive',
  accept: '*/*',
  'accept-profile': 'public',
  apikey: DEMO_ANON_KEY,
  authorization: `Bearer ${DEMO_ANON_KEY}`,
  'x-client-info': 'supabase-js-node/2.119.1',
  'user-agent': 'node',
  'accept-encoding': 'gzip, deflate',
});
