// One source for a route's path: the Koa-style pattern the server declares ('/api/pools/:poolId/readings')
// and the builder the UI and the home preloads call (poolId → '/api/pools/p1/readings'), so the two
// cannot drift. Pure: no zod, no I/O.

/** The parameters of a pattern, in order: '/a/:x/b/:y' → [string, string]. */
export type PathParams<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...PathParams<Rest>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

export interface RoutePath<P extends string> {
  /** Fills the pattern's parameters in order, each URL-encoded. */
  (...params: PathParams<P>): string;
  /** The Koa-style pattern, for the server's route declaration. */
  readonly pattern: P;
}

export function routePath<const P extends string>(pattern: P): RoutePath<P> {
  const build = (...params: string[]) => {
    let next = 0;
    return pattern.replace(/:\w+/g, () => encodeURIComponent(params[next++] ?? ''));
  };
  return Object.assign(build, { pattern }) as RoutePath<P>;
}
