// Read models of the water stream (owned by projections/readings.projection.ts,
// projections/treatment-plans.projection.ts and projections/chemical-additions.projection.ts).
// Text ids (a projection must never fail on a recorded event), no serial columns and no foreign
// keys: a rebuild copies these tables with LIKE … INCLUDING ALL into a shadow schema.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE readings (
      id text PRIMARY KEY,
      pool_id text NOT NULL,
      taken_at timestamptz NOT NULL,
      seq bigint NOT NULL,
      test_method text NOT NULL,
      ph double precision,
      free_chlorine_ppm double precision,
      total_chlorine_ppm double precision,
      total_alkalinity_ppm integer,
      cya_ppm integer,
      calcium_hardness_ppm integer,
      temperature_f integer,
      notes text,
      analysis jsonb,
      deleted boolean NOT NULL DEFAULT false,
      revision bigint NOT NULL,
      recorded_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX readings_pool_time_idx ON readings (pool_id, taken_at DESC, seq DESC) WHERE NOT deleted`.execute(db);
  await sql`
    CREATE TABLE current_treatment_plans (
      pool_id text PRIMARY KEY,
      plan_id text NOT NULL,
      reading_id text NOT NULL,
      status text NOT NULL,
      cancel_reason text,
      reading_deleted boolean NOT NULL DEFAULT false,
      summary text NOT NULL,
      steps jsonb NOT NULL,
      safe_to_swim_at timestamptz NOT NULL,
      planner_version text NOT NULL,
      issued_at timestamptz NOT NULL,
      completed_at timestamptz,
      revision bigint NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE chemical_additions (
      pool_id text NOT NULL,
      revision bigint NOT NULL,
      plan_id text NOT NULL,
      step_id text NOT NULL,
      chemical text NOT NULL,
      product text,
      amount double precision NOT NULL,
      unit text NOT NULL,
      description text NOT NULL,
      added_at timestamptz NOT NULL,
      PRIMARY KEY (pool_id, revision)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS chemical_additions`.execute(db);
  await sql`DROP TABLE IF EXISTS current_treatment_plans`.execute(db);
  await sql`DROP TABLE IF EXISTS readings`.execute(db);
}
