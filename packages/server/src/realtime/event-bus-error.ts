/** Thrown when Redis cannot be reached at start; main prints its message as the one line of a failed start. */
export class EventBusError extends Error {}
