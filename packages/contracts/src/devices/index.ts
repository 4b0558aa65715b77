export * from './device';
export * from './readings';
export * from './alerts';
export * from './rule-evaluation';
export * from './simulation';
