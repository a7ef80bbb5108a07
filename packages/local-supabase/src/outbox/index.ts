export { createOutbox } from './store.ts';
export { startOutboxServer, type OutboxServer } from './server.ts';
