export * from './resources';
export * from './months';
export * from './factors';
