/** The design engine's public surface: the job layer imports from here only. */
export type * from './design-engine.port';
export {
  createDesignEngine,
  type DesignEngineConfig,
  type EngineLogger,
  type ProviderConfig,
} from './engine.registry';
export { EngineError, engineErrorCodes, isEngineError, type EngineErrorCode } from './engine-errors';
export { minimumStructureScore } from './local/render';
export { addCornerMark } from './image/corner-mark';
