const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Ids are PostgreSQL uuids: checking first turns a malformed id into a 404 instead of a database error.
 */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
