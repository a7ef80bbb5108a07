// node:http imported as an ES module has every export copied into its module namespace, which
// reads the lazy WebSocket getters and so loads undici (about 25 ms of CPU on every start, before
// the first answer); required, the getters stay lazy.
import { createRequire } from 'node:module';

export const { createServer } = createRequire(import.meta.url)('node:http') as typeof import('node:http');
