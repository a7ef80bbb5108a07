export * from './field-messages.ts';
export * from './field-types.ts';
