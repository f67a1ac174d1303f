// Structured JSON logging (pino). Every module logs through a child of this root logger.
import { pino, type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string, name = 'clearwater'): Logger {
  return pino({
    name,
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
  });
}
