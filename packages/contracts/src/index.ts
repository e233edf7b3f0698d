export * from './dev';
export * from './errors';
export * from './events';
export * from './limits';
export * from './system';
