// Home's catalogue parts, lazily: home's first screen stays within its JavaScript budget, and the
// catalogue's code and schemas load when a section is opened or a plan has steps to do. One dynamic
// import for both, so they share one chunk.
import { lazy } from 'react';

const parts = () => import('./home-parts.ts');

export const LazyRecommendedProducts = lazy(() => parts().then((m) => ({ default: m.RecommendedProducts })));
export const LazyRecommendationsCard = lazy(() => parts().then((m) => ({ default: m.RecommendationsCard })));
