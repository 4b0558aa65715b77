export * from './service-types';
export * from './rules';
export * from './fields';
export * from './files';
export * from './records';
export * from './schedules';
export * from './status';
