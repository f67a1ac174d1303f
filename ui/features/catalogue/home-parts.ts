// What home shows of the catalogue, in one chunk loaded on first use: the Recommended Products body and
// the Recommendations list card under the plan.
export { RecommendedProducts } from './home/RecommendedProducts.tsx';
export { RecommendationsCard } from './recommendations/RecommendationsCard.tsx';
