export * from './common';
export * from './envelope';
export * from './health';
export * from './locations/location';
export * from './locations/location-rules';
