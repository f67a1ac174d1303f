// Why a strip photo was turned away, before anything was recorded: too large, not an image we can
// read, or a failed quality gate (the code and message say what to change). The HTTP layer maps the
// code to a status; the use case knows nothing of HTTP.
import type { StripErrorCode } from '../../domain/strip/strip-errors.ts';

export type StripPhotoRejection = 'payload_too_large' | 'unreadable_image' | StripErrorCode;

export class StripPhotoRejectedError extends Error {
  constructor(
    readonly code: StripPhotoRejection,
    message: string,
  ) {
    super(message);
    this.name = 'StripPhotoRejectedError';
  }
}
