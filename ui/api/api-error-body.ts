// Reads the server's JSON error envelope `{ error: { code, message, fields? } }` out of an ApiError,
// so forms can show the message and each field's error under its field.
import { z } from 'zod/mini';
import { isApiError } from './client.ts';

const fieldMessagesSchema = z.record(
  z.string(),
  z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((value: string | string[]) => (Array.isArray(value) ? value.join(' ') : value)),
  ),
);

const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.optional(z.string()),
    message: z.string(),
    fields: z.optional(fieldMessagesSchema),
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
