// Rules every JSON body and query string obeys before any route sees it: text PostgreSQL can store
// (no NUL characters, no unpaired UTF-16 surrogates, which JSON can carry but text and jsonb cannot)
// and a bounded nesting depth (a 5,000-deep `analysis` object would otherwise recurse through
// every parser and serializer after it). A violation is a 400 naming the field, never a 500.
import type { Middleware } from 'koa';
import { HttpError } from './errors.ts';

export const MAX_JSON_DEPTH = 20;
export const INVALID_TEXT_MESSAGE = 'Remove the characters that are not allowed (NUL or broken Unicode)';
export const TOO_DEEP_MESSAGE = `Nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const isStorableText = (text: string) => !text.includes('\u0000') && text.isWellFormed();

/** The first problem in a parsed JSON value, as [field path, message]; undefined when it is fine. Iterative, so depth cannot overflow the stack. */
export function jsonInputProblem(value: unknown): [string, string] | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return [path || 'body', INVALID_TEXT_MESSAGE];
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_JSON_DEPTH) return [path || 'body', TOO_DEEP_MESSAGE];
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) return [path || 'body', INVALID_TEXT_MESSAGE];
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

export function jsonInputRules(): Middleware {
  return async function checkJsonInput(ctx, next) {
    if (ctx.path.startsWith('/api/')) {
      const problem = jsonInputProblem(ctx.request.body) ?? jsonInputProblem(ctx.query);
      if (problem) {
        const [field, message] = problem;
        throw new HttpError(400, 'validation_failed', 'Some fields are invalid', { [field]: message });
      }
    }
    await next();
  };
}
