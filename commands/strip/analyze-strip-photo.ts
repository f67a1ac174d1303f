// Reads a dipped test strip from a photo and records it (spec §7, issue 5). The photo is admitted
// from its header (size, real format, pixels) before anything is decoded, read by the strip reader
// (local colour matching; a vision model may only locate the strip), and recorded as a camera or
// upload reading through the same command as a manual reading, so it issues the plan the same way.
// A failed quality gate throws StripPhotoRejectedError with the reader's advice; nothing is kept.
//
// The photo is stored only after the reading that links it is recorded: a failing command (a
// broken rule, a conflict, the store down) then leaves no photo behind. Deleting a just-stored
// photo on failure would need to know no other reading links the same bytes (photos are stored
// once per owner and content), which a concurrent request can change between the check and the
// delete. The cost of this order is the opposite gap: if storing fails after the append, the
// reading links a photo that is missing (its URL answers 404); a retry with the same
// Idempotency-Key replays the command and stores the photo then.
import type { PoolProfile } from '../../domain/chemistry/index.ts';
import { readingInputOfStrip } from '../../domain/strip/strip-precision.ts';
import type { WaterState } from '../../domain/water/water.decider.ts';
import type { TestMethod, WaterEvent } from '../../domain/water/water.events.ts';
import type { LocatedStripReading } from '../../infra/ai/located-strip-reader.ts';
import type { Tables } from '../../infra/db/tables.ts';
import type { EventStore } from '../../infra/eventstore/event-store.ts';
import { savePhoto, sha256Of } from '../../infra/photos/photos.store.ts';
import type { Kysely } from 'kysely';
import type { CommandMetadata, CommandResult } from '../common/handle-command.ts';
import { recordReading } from '../water/record-reading.ts';
import { admitPhoto, bytesOfDataUrl } from './photo-admission.ts';
import { analysisDetailsOf, confidenceOf, stripAnalysisOf, stripReadOf, type StripAnalysis, type StripSuccess } from './strip-analysis-record.ts';
import { StripPhotoRejectedError } from './strip-photo-rejected.ts';

/** Photo bytes in, the strip reading (or the gate that failed) and the vision model's part out. */
export type StripPhotoReader = (bytes: Uint8Array) => Promise<LocatedStripReading>;

export interface AnalyzeStripPhotoPorts {
  readonly store: EventStore;
  /** Where the photos table lives. */
  readonly db: Kysely<Tables>;
  readonly readStrip: StripPhotoReader;
}

export interface AnalyzeStripPhotoInput {
  readonly ownerId: string;
  readonly poolId: string;
  /** The pool the caller has checked the owner owns; the planner reads its profile. */
  readonly pool: PoolProfile;
  readonly readingId: string;
  readonly planId: string;
  readonly testMethod: TestMethod;
  /** The photo as a base64 data URL. */
  readonly image: string;
  readonly filename?: string | undefined;
  readonly declaredMime?: string | undefined;
  readonly now: Date;
}

export type AnalyzedStripPhoto = CommandResult<WaterEvent, WaterState> & {
  readonly confidence: StripSuccess['confidence'];
  readonly analysis: StripAnalysis;
};

export async function analyzeStripPhoto(ports: AnalyzeStripPhotoPorts, input: AnalyzeStripPhotoInput, metadata: CommandMetadata): Promise<AnalyzedStripPhoto> {
  const photo = await admitPhoto(bytesOfDataUrl(input.image));
  const { result, ai } = await ports.readStrip(photo.bytes);
  // A photo with one pad hidden (glare) still records the other pads: those fields are left unmeasured.
  const read = stripReadOf(result);
  if (!read) {
    const { error } = result as Extract<typeof result, { ok: false }>;
    throw new StripPhotoRejectedError(error.code, error.message);
  }
  const sha256 = sha256Of(photo.bytes);
  const analysis = stripAnalysisOf(read, { ...photo, sha256 }, ai);
  const recorded = await recordReading(ports.store, {
    poolId: input.poolId, readingId: input.readingId, planId: input.planId, pool: input.pool, testMethod: input.testMethod,
    reading: readingInputOfStrip(read.reading),
    analysis: analysisDetailsOf(read, analysis, ai, { filename: input.filename, declaredMime: input.declaredMime }),
    now: input.now,
  }, metadata);
  await savePhoto(ports.db, { ownerId: input.ownerId, sha256, bytes: photo.bytes, mime: photo.mime, width: photo.width, height: photo.height });
  return { ...recorded, confidence: confidenceOf(read), analysis };
}
