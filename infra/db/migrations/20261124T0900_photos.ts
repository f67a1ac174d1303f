// Strip photos kept as the evidence behind camera and upload readings (issue 5). Stored in the
// database, so PGlite and PostgreSQL deployments behave the same and backups include them. Keyed by
// owner and content hash: a retried upload stores nothing new, and one user's row reveals nothing
// to another even for the same bytes.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE photos (
      owner_id uuid NOT NULL,
      sha256 char(64) NOT NULL,
      mime text NOT NULL,
      byte_size integer NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (owner_id, sha256)
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS photos`.execute(db);
}
