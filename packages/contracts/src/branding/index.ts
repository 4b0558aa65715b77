export * from './branding';
export * from './defaults';
export * from './sanitize-css';
export * from './sources';
