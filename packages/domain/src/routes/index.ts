export * from './site-routes.ts';
