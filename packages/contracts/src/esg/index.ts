export * from './resources';
export * from './months';
export * from './factors';
export * from './records';
export * from './report';
