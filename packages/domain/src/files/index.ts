export * from './file-like.ts';
export * from './logo-file.ts';
export * from './attachment-files.ts';
export * from './project-file.ts';
