// Read models for users and pools (owned by projections/users.projection.ts and
// projections/pools.projection.ts). No serial columns and no foreign keys: a rebuild copies these
// tables with LIKE … INCLUDING ALL into a shadow schema.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE users (
      id uuid PRIMARY KEY,
      email text,
      first_name text,
      last_name text,
      profile_image_url text,
      revision bigint NOT NULL,
      registered_at timestamptz NOT NULL
    )`.execute(db);
  await sql`
    CREATE TABLE pools (
      id uuid PRIMARY KEY,
      seq bigint GENERATED ALWAYS AS IDENTITY,
      owner_id uuid NOT NULL,
      profile jsonb NOT NULL,
      removed boolean NOT NULL DEFAULT false,
      revision bigint NOT NULL,
      registered_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX pools_owner_idx ON pools (owner_id, seq)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS pools`.execute(db);
  await sql`DROP TABLE IF EXISTS users`.execute(db);
}
