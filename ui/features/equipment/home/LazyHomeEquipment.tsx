// Home's equipment parts, lazily: the equipment API, its contract and its date arithmetic stay out of
// home's first-screen JavaScript and load with the first part that shows. One dynamic import for both,
// so they share one chunk.
import { lazy } from 'react';

const parts = () => import('./home-equipment-parts.ts');

export const LazyHomeEquipmentList = lazy(() => parts().then((m) => ({ default: m.HomeEquipmentList })));
export const LazyEquipmentSummaryText = lazy(() => parts().then((m) => ({ default: m.EquipmentSummaryText })));
