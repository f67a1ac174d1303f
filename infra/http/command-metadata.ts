// What every write route hands its command besides the input: who asks, the request's correlation
// id, and the client's Idempotency-Key, which makes the command's event ids (and the ids of what it
// creates) deterministic, so a retried request appends nothing new.
import { randomUUID } from 'node:crypto';
import type { Context } from 'koa';
import { eventIdFor, type CommandMetadata } from '../../commands/common/handle-command.ts';
import type { SessionUser } from './context.ts';
import { badRequest } from './errors.ts';

const MAX_IDEMPOTENCY_KEY_LENGTH = 200;

export function metadataOf(ctx: Context, user: SessionUser): CommandMetadata {
  const key = ctx.get('Idempotency-Key');
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw badRequest('Idempotency-Key is too long', { 'Idempotency-Key': `At most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters` });
  }
  return { userId: user.id, ...(key ? { idempotencyKey: key } : {}), correlationId: ctx.state.requestId };
}

/**
 * A new id for what a command creates (`name` says what, e.g. `reading:{poolId}`); with an
 * Idempotency-Key it derives from the key, so a retried request names the same reading or pool.
 */
export function idFor(metadata: CommandMetadata, name: string): string {
  return metadata.idempotencyKey ? eventIdFor(metadata, name, 0) : randomUUID();
}
