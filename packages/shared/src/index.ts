export * from './envelope.ts';
export * from './blog.ts';
export * from './auth.ts';
export * from './upload.ts';
export * from './config.ts';
export * from './translate.ts';
