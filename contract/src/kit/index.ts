export * from './endpoint.ts';
export * from './list.ts';
export * from './tokens.ts';
export * from './audit.ts';
export * from './validation.ts';
export * from './integers.ts';
export * from './request-images.ts';
export * from './product-accounts.ts';
