export * from './design-styles';
export * from './engine-options';
export * from './furniture';
export * from './outdoor-palettes';
export * from './room-types';
export * from './style-definitions';
