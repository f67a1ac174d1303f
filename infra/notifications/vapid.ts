// The server's VAPID identity (RFC 8292) for web push: the key pair from VAPID_PUBLIC_KEY and
// VAPID_PRIVATE_KEY, or one generated on first start and kept in the database (never in the
// repository), shared by every instance; the contact from VAPID_SUBJECT, else derived from PUBLIC_URL
// (with a warning: push services want a real contact to reach when something goes wrong).
import { sql, type Generated } from 'kysely';
import webPush from 'web-push';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';

export interface VapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: Generated<Date>;
}

declare module '../db/tables.ts' {
  interface Tables {
    vapid_keys: VapidKeysTable;
  }
}

export interface Vapid {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly subject: string;
}

/** Where push services can reach the operator when VAPID_SUBJECT is unset. */
export function derivedSubject(publicUrl: string | undefined): string {
  if (publicUrl?.startsWith('https://')) return new URL(publicUrl).origin;
  const host = publicUrl ? new URL(publicUrl).hostname : 'localhost';
  return `mailto:push@${host.includes('.') ? host : `${host}.invalid`}`;
}

export async function loadVapid(options: { config: Config; database: Database; logger: Logger }): Promise<Vapid> {
  const { config, database, logger } = options;
  const subject = config.VAPID_SUBJECT ?? derivedSubject(config.PUBLIC_URL);
  if (!config.VAPID_SUBJECT) logger.warn({ subject }, 'VAPID_SUBJECT is not set; push services get a derived contact');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  }
  const generated = webPush.generateVAPIDKeys();
  // The first instance to start stores its pair; everyone (itself included) then reads the stored one.
  await database.db
    .insertInto('vapid_keys')
    .values({ id: 1, public_key: generated.publicKey, private_key: generated.privateKey })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const stored = await database.db.selectFrom('vapid_keys').select(['public_key', 'private_key', sql<string>`created_at::text`.as('created')]).where('id', '=', 1).executeTakeFirstOrThrow();
  return { publicKey: stored.public_key, privateKey: stored.private_key, subject };
}
