export * from './organizations';
export * from './locations';
export * from './staged-locations';
export * from './platform';
export * from '@fm/identity/schema';
export * from './vendors';
export * from './events';
