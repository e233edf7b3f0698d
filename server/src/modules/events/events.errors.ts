/** The bus could not reach PostgreSQL: LISTEN at startup, or NOTIFY while publishing. */
export class EventBusUnavailableError extends Error {
  override name = 'EventBusUnavailableError';
}
