// Declares API routes once, from the areas' contracts (contracts/*.contract.ts, zod/mini): schemas for
// params, query, body and replies. The same declarations register the Koa routes (parsing every input,
// enforcing sign-in) and generate the OpenAPI 3.1 document, so the document cannot miss a route. Any
// zod v4 schema works here (zod/mini or classic): both are zod/v4/core schemas.
import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import compose from 'koa-compose';
import { z } from 'zod/mini';
import * as z4 from 'zod/v4/core';
import { en } from 'zod/locales';
import { createDocument, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from 'zod-openapi';
import { HttpError, unauthorized } from './errors.ts';
import type { SessionUser } from './context.ts';
import './context.ts';

// zod/mini ships no messages of its own; the API answers with zod's English ones (spec §5 messages are explicit).
z4.config(en());

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type AnySchema = z4.$ZodType;
type AnyObject = z4.$ZodType<Record<string, unknown>>;

export interface ResponseSpec {
  readonly description: string;
  readonly schema?: AnySchema;
  /** Defaults to application/json. */
  readonly contentType?: string;
}

export interface RouteInput<P, Q, B, A extends 'public' | 'user'> {
  params: P;
  query: Q;
  body: B;
  user: A extends 'user' ? SessionUser : SessionUser | undefined;
}

export interface RouteDefinition<P extends AnyObject, Q extends AnyObject, B extends AnySchema, A extends 'public' | 'user'> {
  method: Method;
  /** Koa-style path: /api/pools/:id */
  path: string;
  summary: string;
  tags?: string[];
  /** 'user' answers 401 unless signed in. */
  auth: A;
  params?: P;
  query?: Q;
  body?: B;
  responses: Record<number, ResponseSpec>;
  handler: (ctx: Context, input: RouteInput<z4.output<P>, z4.output<Q>, z4.output<B>, A>) => Promise<unknown>;
}

interface RegisteredRoute {
  method: Method;
  path: string;
  auth: 'public' | 'user';
}

/** A handler's reply already written as JSON (e.g. kept between requests): sent as it is, as application/json. */
export class JsonText {
  constructor(readonly text: string) {}
}

const emptyObject = z.object({});
type EmptyObject = typeof emptyObject;

export class ApiRouter {
  /**
   * One @koa/router per number of path segments. @koa/router tries every route's pattern on every
   * request; a route's pattern only matches paths with as many segments as its own (a parameter never
   * spans a slash), so only the routes of the request's count need trying: 25 patterns at most
   * instead of all 69.
   */
  readonly #routers = new Map<number, Router>();
  readonly #paths: ZodOpenApiPathsObject = {};
  readonly #routes: RegisteredRoute[] = [];

  route<P extends AnyObject = EmptyObject, Q extends AnyObject = EmptyObject, B extends AnySchema = z4.$ZodUndefined, A extends 'public' | 'user' = 'user'>(
    definition: RouteDefinition<P, Q, B, A>,
  ): this {
    this.#routes.push({ method: definition.method, path: definition.path, auth: definition.auth });
    this.#document(definition);
    this.#routerFor(definition.path)[definition.method](definition.path, async (ctx) => {
      const user = ctx.state.user;
      if (definition.auth === 'user' && !user) throw unauthorized();
      const input = {
        params: parse(definition.params ?? emptyObject, ctx.params, 'path'),
        query: parse(definition.query ?? emptyObject, ctx.query, 'query'),
        body: definition.body ? parse(definition.body, ctx.request.body, 'body') : undefined,
        user,
      } as RouteInput<z4.output<P>, z4.output<Q>, z4.output<B>, A>;
      const result = await definition.handler(ctx, input);
      if (result instanceof JsonText) {
        ctx.type = 'application/json';
        ctx.body = result.text;
      } else if (result === null) {
        // Koa turns a null body into 204; the API promises JSON null (e.g. the signed-out user).
        ctx.type = 'application/json';
        ctx.body = 'null';
      } else if (result !== undefined) {
        ctx.body = result;
      }
    });
    return this;
  }

  routes(): readonly RegisteredRoute[] {
    return this.#routes;
  }

  /** The routes as Koa middleware, with 405 (and OPTIONS) for a known path asked with another method. */
  middleware(): Middleware {
    const dispatchers = new Map<number, Middleware>(
      [...this.#routers].map(([segments, router]) => [segments, compose([router.routes(), router.allowedMethods({ throw: false })]) as Middleware]),
    );
    return function apiRoutes(ctx, next) {
      const dispatch = dispatchers.get(segmentCount(ctx.path));
      return dispatch ? dispatch(ctx, next) : next();
    };
  }

  #routerFor(path: string): Router {
    const segments = segmentCount(path);
    let router = this.#routers.get(segments);
    if (!router) this.#routers.set(segments, (router = new Router()));
    return router;
  }

  openApiDocument(): ReturnType<typeof createDocument> {
    return createDocument({
      openapi: '3.1.0',
      info: { title: 'Clearwater API', version: '1.0.0' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cw_session' } } },
      paths: this.#paths,
    });
  }

  #document(definition: RouteDefinition<AnyObject, AnyObject, AnySchema, 'public' | 'user'>): void {
    const path = toOpenApiPath(definition.path);
    const responses: ZodOpenApiResponsesObject = {};
    for (const [status, spec] of Object.entries(definition.responses)) {
      responses[status as `2${string}`] = {
        description: spec.description,
        ...(spec.schema ? { content: { [spec.contentType ?? 'application/json']: { schema: spec.schema } } } : {}),
      };
    }
    this.#paths[path] = {
      ...this.#paths[path],
      [definition.method]: {
        summary: definition.summary,
        tags: definition.tags,
        security: definition.auth === 'user' ? [{ session: [] }] : [],
        requestParams: {
          ...(definition.params ? { path: definition.params } : {}),
          ...(definition.query ? { query: definition.query } : {}),
        },
        ...(definition.body ? { requestBody: { content: { 'application/json': { schema: definition.body } } } } : {}),
        responses,
      },
    };
  }
}

/** How many segments a path has: '/api/pools/:poolId' and '/api/pools/abc/' have 3 (the routes match either with a trailing slash). */
export function segmentCount(path: string): number {
  let count = 0;
  for (let i = 0; i < path.length - 1; i++) if (path.charCodeAt(i) === 47) count++;
  return count;
}

export function toOpenApiPath(koaPath: string): string {
  return koaPath.replace(/:(\w+)/g, '{$1}');
}

function parse<T extends AnySchema>(schema: T, value: unknown, where: 'path' | 'query' | 'body'): z4.output<T> {
  const result = z4.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join('.') || where] ??= issue.message;
  // A malformed id in the path names nothing that exists: answer as for a missing resource.
  if (where === 'path') throw new HttpError(404, 'not_found', 'Not found');
  throw new HttpError(400, 'validation_failed', where === 'body' ? 'Some fields are invalid' : 'Invalid query parameters', fields);
}
