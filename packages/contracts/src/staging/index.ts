// The staging area and its approval flow (spec sections 3, 4 and 7): one place for its shapes
// and rules.
export * from './staged-location';
export * from './review';
export * from './decision';
export * from './rules';
export * from './combined-view';
