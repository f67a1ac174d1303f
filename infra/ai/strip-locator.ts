// The port the photo analysis uses to ask a vision model where the strip is. A locator only says where
// the strip and its pads are and what looks wrong with the photo; it never reads colours (the
// measurement stays deterministic in domain/strip). Every failure is an outcome, never a throw, so a
// model outage or a malformed reply degrades to the local reader's own answer.
import { z } from 'zod';

export const PHOTO_PROBLEMS = [
  'glare',
  'blur',
  'too_dark',
  'too_bright',
  'colour_cast',
  'strip_partly_out_of_frame',
  'strip_not_flat',
  'multiple_strips',
  'not_a_test_strip',
] as const;
export type PhotoProblem = (typeof PHOTO_PROBLEMS)[number];

const point = z.object({ x: z.number(), y: z.number() }).strict();

/**
 * What the model must answer (sent as a strict JSON schema, then checked again with zod): pixel
 * coordinates in the image it was sent, pad centres ordered from the handle end.
 */
export const stripLocationReplySchema = z
  .object({
    stripFound: z.boolean(),
    padCentres: z.array(point).max(20),
    stripBox: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).strict().nullable(),
    problems: z.array(z.enum(PHOTO_PROBLEMS)).max(PHOTO_PROBLEMS.length),
    confidence: z.number().min(0).max(1),
  })
  .strict();
export type StripLocationReply = z.output<typeof stripLocationReplySchema>;

export interface LocateRequest {
  /** A JPEG of the upright photo, small enough to send (about 1 k px on the longest side). */
  readonly jpeg: Uint8Array;
  readonly width: number;
  readonly height: number;
  /** How many pads the chart has: a reply with another count is not a location. */
  readonly padCount: number;
}

export interface StripLocation {
  /** Pad centres from the handle end, in the sent image's pixels. */
  readonly padCentres: readonly { x: number; y: number }[];
  readonly problems: readonly PhotoProblem[];
  readonly confidence: number;
}

export type LocateFailure =
  | 'not_found'
  | 'timeout'
  | 'rate_limited'
  | 'malformed_reply'
  | 'refused'
  | 'unavailable';

export type LocateOutcome =
  | { readonly ok: true; readonly location: StripLocation; readonly model: string }
  | {
      readonly ok: false;
      readonly reason: LocateFailure;
      /** For logs and the analysis record; not user-facing. */
      readonly detail: string;
      readonly problems?: readonly PhotoProblem[];
      /** When rate limited: what the provider asked us to wait. */
      readonly retryAfterMs?: number;
      readonly model: string;
    };

export interface StripLocator {
  readonly model: string;
  locate(request: LocateRequest): Promise<LocateOutcome>;
}

/**
 * Checks a schema-valid reply against the request: a found strip needs exactly padCount centres, all
 * inside the image. Returns the location or why the reply is unusable.
 */
export function locationFromReply(
  reply: StripLocationReply,
  request: Pick<LocateRequest, 'width' | 'height' | 'padCount'>,
): { ok: true; location: StripLocation } | { ok: false; reason: 'not_found' | 'malformed_reply'; detail: string } {
  if (!reply.stripFound) return { ok: false, reason: 'not_found', detail: 'the model found no strip' };
  if (reply.padCentres.length !== request.padCount) {
    return { ok: false, reason: 'malformed_reply', detail: `expected ${request.padCount} pad centres, got ${reply.padCentres.length}` };
  }
  const inside = reply.padCentres.every((p) => p.x >= 0 && p.y >= 0 && p.x <= request.width && p.y <= request.height);
  if (!inside) return { ok: false, reason: 'malformed_reply', detail: 'pad centres outside the image' };
  const first = reply.padCentres[0]!;
  const last = reply.padCentres.at(-1)!;
  if (Math.hypot(last.x - first.x, last.y - first.y) < 8) return { ok: false, reason: 'malformed_reply', detail: 'pad centres collapse to a point' };
  return { ok: true, location: { padCentres: reply.padCentres, problems: reply.problems, confidence: reply.confidence } };
}
