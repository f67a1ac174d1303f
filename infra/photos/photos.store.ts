// The photos table: strip photos behind camera and upload readings, stored by owner and SHA-256 of
// the bytes. Written directly (not a read model: the bytes are not in any event; the event links
// the photo by its hash).
import { createHash } from 'node:crypto';
import type { ColumnType, Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';

export interface PhotosTable {
  owner_id: string;
  sha256: string;
  mime: string;
  byte_size: number;
  width: number;
  height: number;
  bytes: Uint8Array;
  created_at: ColumnType<Date, never, never>;
}

declare module '../db/tables.ts' {
  interface Tables {
    photos: PhotosTable;
  }
}

export interface NewPhoto {
  readonly ownerId: string;
  /** sha256Of(bytes): the caller has it already (a reading links the photo by it). */
  readonly sha256: string;
  readonly bytes: Uint8Array;
  readonly mime: string;
  readonly width: number;
  readonly height: number;
}

export interface StoredPhoto {
  readonly sha256: string;
  readonly mime: string;
  readonly bytes: Uint8Array;
}

export function sha256Of(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Stores the photo, once per owner and content. */
export async function savePhoto(db: Kysely<Tables>, photo: NewPhoto): Promise<void> {
  await db
    .insertInto('photos')
    .values({
      owner_id: photo.ownerId, sha256: photo.sha256, mime: photo.mime, byte_size: photo.bytes.byteLength, width: photo.width, height: photo.height,
      bytes: Buffer.from(photo.bytes.buffer, photo.bytes.byteOffset, photo.bytes.byteLength),
    })
    .onConflict((oc) => oc.columns(['owner_id', 'sha256']).doNothing())
    .execute();
}

/** The owner's photo with that hash, or undefined (also for another user's photo). */
export async function findOwnedPhoto(db: Kysely<Tables>, ownerId: string, sha256: string): Promise<StoredPhoto | undefined> {
  const row = await db.selectFrom('photos').select(['sha256', 'mime', 'bytes']).where('owner_id', '=', ownerId).where('sha256', '=', sha256).executeTakeFirst();
  return row && { sha256: row.sha256, mime: row.mime, bytes: row.bytes };
}
