export * from './chat';
export * from './tools';
