// Reads the server's JSON error envelope `{ error: { code, message, fields? } }` out of an ApiError,
// so forms can show the message and each field's error under its field.
import { z } from 'zod';
import { isApiError } from './client.ts';

const fieldMessagesSchema = z.record(
  z.string(),
  z.union([z.string(), z.array(z.string())]).transform((value) => (Array.isArray(value) ? value.join(' ') : value)),
);

const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string().optional(),
    message: z.string(),
    fields: fieldMessagesSchema.optional(),
  }),
});

export interface ApiErrorDetails {
  status: number | undefined;
  code: string | undefined;
  message: string;
  fields: Record<string, string>;
}

export function readApiErrorDetails(error: unknown): ApiErrorDetails {
  if (!isApiError(error)) {
    return { status: undefined, code: undefined, message: 'Something went wrong. Please try again.', fields: {} };
  }
  const parsed = errorEnvelopeSchema.safeParse(error.body);
  if (!parsed.success) {
    return { status: error.status, code: undefined, message: error.message, fields: {} };
  }
  const { code, message, fields } = parsed.data.error;
  return { status: error.status, code, message, fields: fields ?? {} };
}
