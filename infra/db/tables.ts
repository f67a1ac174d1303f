// The kysely schema of every read-model and infrastructure table. Each module that owns tables
// declares them in its own file and adds them here by interface merging, so this file stays short:
//
//   declare module '../infra/db/tables.ts' { interface Tables { pools: PoolsTable } }
//
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Tables {}
