/** The live-updates module's public surface: the event bus port and the SSE route. */
export { eventsRoutes } from './events.routes';
export { createEventBus } from './events.registry';
export type { EventBus, LiveEvent } from './events.port';
