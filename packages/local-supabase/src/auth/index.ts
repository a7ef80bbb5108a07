// Placeholder until the auth surface lands: every request answers 404 JSON.
import { sendJson } from '../http.ts';
import type { Surface } from '../types.ts';

export const auth: Surface = async ({ res, path }) => {
  sendJson(res, 404, { message: `The auth surface is not available yet (${path})` });
};
