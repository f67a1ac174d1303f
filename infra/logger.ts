// Structured JSON logging (pino). Every module logs through a child of this root logger.
//
// Lines go to stdout through a buffer (pino.destination, asynchronous): one write per few kilobytes
// rather than a write system call per request line, which cost more than the line's formatting.
// The buffer is flushed every LOG_FLUSH_MS so a quiet server's lines still appear within a second,
// and pino flushes it synchronously when the process exits (a crash's last lines included).
import { pino, type Logger } from 'pino';

export type { Logger };

export const LOG_FLUSH_MS = 1000;
const LOG_BUFFER_BYTES = 4096;

export function createLogger(level: string, name = 'clearwater'): Logger {
  const options = {
    name,
    level,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password'], remove: true },
  };
  if (level === 'silent') return pino(options);
  const destination = pino.destination({ dest: 1, minLength: LOG_BUFFER_BYTES, sync: false });
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Not open yet, or already closed at exit: the next tick (or pino's exit flush) writes it.
    }
  }, LOG_FLUSH_MS).unref();
  return pino(options, destination);
}
