// Infrastructure tables for sign-in: local credentials, external (OpenID Connect) identities,
// sessions, in-flight OIDC logins, and the shared rate-limiter counters. None of these are read
// models: they are written directly, never rebuilt from events.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE credentials (
      email text PRIMARY KEY,
      user_id uuid NOT NULL UNIQUE,
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`
    CREATE TABLE external_identities (
      issuer text NOT NULL,
      subject text NOT NULL,
      user_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (issuer, subject)
    )`.execute(db);
  // id_hash is sha-256 of the cookie value: a leaked table cannot be replayed as cookies.
  await sql`
    CREATE TABLE sessions (
      id_hash text PRIMARY KEY,
      user_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      id_token text
    )`.execute(db);
  await sql`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`.execute(db);
  await sql`CREATE INDEX sessions_expires_at_idx ON sessions (expires_at)`.execute(db);
  await sql`
    CREATE TABLE oidc_logins (
      id_hash text PRIMARY KEY,
      state text NOT NULL,
      nonce text NOT NULL,
      code_verifier text NOT NULL,
      expires_at timestamptz NOT NULL
    )`.execute(db);
  // The layout rate-limiter-flexible's RateLimiterPostgres expects (it does not create it here).
  await sql`
    CREATE TABLE rate_limits (
      key varchar(255) PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limits', 'oidc_logins', 'sessions', 'external_identities', 'credentials']) {
    await sql`DROP TABLE IF EXISTS ${sql.id(table)}`.execute(db);
  }
}
