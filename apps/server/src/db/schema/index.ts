export * from './organizations';
export * from './locations';
export * from './staged-locations';
