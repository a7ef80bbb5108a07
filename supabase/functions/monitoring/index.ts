// Supabase Edge Function entry (Deno); the logic is in handler.ts, which local-supabase runs.
import handler from './handler.ts';

Deno.serve((req) => handler(req, Deno.env.toObject()));
