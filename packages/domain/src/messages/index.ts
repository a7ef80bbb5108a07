export * from './message-form.ts';
export * from './message-thread.ts';
