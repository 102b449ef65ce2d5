/**
 * What a rule did: its value, or why it refused. The reason is a typed value, never text: a
 * messages module puts it into the player's language where it is shown.
 */
export type Result<T, E> = { ok: true; value: T } | { ok: false; error: E };
