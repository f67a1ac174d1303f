// What our middleware adds to Koa's context: a request id, a request-scoped logger, and the
// signed-in user (set by the session middleware).
import type {} from '@koa/bodyparser';
import type { Logger } from '../logger.ts';

export interface SessionUser {
  readonly id: string;
  readonly email: string | null;
}

declare module 'koa' {
  interface DefaultState {
    requestId: string;
    user?: SessionUser;
    sessionId?: string;
  }
  interface DefaultContext {
    log: Logger;
  }
}
