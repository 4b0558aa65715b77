export * from './rules';
export * from './fields';
export * from './items';
export * from './stock';
export * from './movements';
