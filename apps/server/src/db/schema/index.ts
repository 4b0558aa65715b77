export * from './organizations';
export * from './locations';
export * from './staged-locations';
export * from './platform';
export * from './identity';
export * from './vendors';
export * from './events';
export * from './pest-control';
