export * from './employee';
export * from './attendance';
export * from './monthly-report';
export * from './recipients';
export * from './rules';
export * from './email';
