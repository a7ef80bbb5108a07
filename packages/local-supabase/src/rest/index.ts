// Placeholder until the rest surface lands: every request answers 404 JSON.
import { sendJson } from '../http.ts';
import type { Surface } from '../types.ts';

export const rest: Surface = async ({ res, path }) => {
  sendJson(res, 404, { message: `The rest surface is not available yet (${path})` });
};
