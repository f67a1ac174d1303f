// How a water test was taken (spec §3 Reading testMethod). A plain constant with no zod, so the HTTP
// contract (contracts/water.contract.ts, zod/mini) and the UI can import it without classic zod.
export const TEST_METHODS = ['camera', 'upload', 'manual'] as const;
export type TestMethod = (typeof TEST_METHODS)[number];
