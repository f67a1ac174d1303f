// The account tables: local credentials (email → user and argon2id hash) and external OpenID
// Connect identities (issuer + subject → user). Plain kysely functions over the db.
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';

export interface CredentialsTable {
  email: string;
  user_id: string;
  password_hash: string;
}

export interface ExternalIdentitiesTable {
  issuer: string;
  subject: string;
  user_id: string;
}

declare module '../db/tables.ts' {
  interface Tables {
    credentials: CredentialsTable;
    external_identities: ExternalIdentitiesTable;
  }
}

/** Claims the email for the user; false when another account already has it. */
export async function insertCredential(db: Kysely<Tables>, row: CredentialsTable): Promise<boolean> {
  const inserted = await db.insertInto('credentials').values(row).onConflict((oc) => oc.column('email').doNothing()).returning('email').executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteCredential(db: Kysely<Tables>, email: string, userId: string): Promise<void> {
  await db.deleteFrom('credentials').where('email', '=', email).where('user_id', '=', userId).execute();
}

export async function findCredential(db: Kysely<Tables>, email: string): Promise<CredentialsTable | undefined> {
  return db.selectFrom('credentials').selectAll().where('email', '=', email).executeTakeFirst();
}

/** The user behind an external identity, creating the link with newUserId on first sign-in. */
export async function linkExternalIdentity(db: Kysely<Tables>, issuer: string, subject: string, newUserId: string): Promise<{ userId: string; created: boolean }> {
  const inserted = await db
    .insertInto('external_identities')
    .values({ issuer, subject, user_id: newUserId })
    .onConflict((oc) => oc.columns(['issuer', 'subject']).doNothing())
    .returning('user_id')
    .executeTakeFirst();
  if (inserted) return { userId: inserted.user_id, created: true };
  const existing = await db.selectFrom('external_identities').select('user_id').where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirstOrThrow();
  return { userId: existing.user_id, created: false };
}
