// Form state for sign-in and registration: client-side checks with the zod schema, then the request;
// server errors `{ error: { code, message, fields? } }` land under their fields (400) or as one message
// (401, 429, anything else). On success the auth user query is refetched and the app goes to /.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import * as zc from 'zod/v4/core';
import { readApiErrorDetails } from '../../api/api-error-body.ts';
import { authUserQueryOptions } from '../../api/users.api.ts';
import { EXPECTS_401 } from './unauthorized.ts';

type FieldErrors = Record<string, string>;

function messageFor(status: number | undefined, message: string): string {
  if (status === 429) return message || 'Too many attempts. Please try again later.';
  return message;
}

export function useAuthForm<S extends zc.$ZodType<Record<string, unknown>>>(
  schema: S,
  submit: (input: zc.output<S>) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: submit,
    meta: { [EXPECTS_401]: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: authUserQueryOptions().queryKey });
      await navigate({ to: '/' });
    },
    onError: (error) => {
      const details = readApiErrorDetails(error);
      setFieldErrors(details.fields);
      const hasFieldErrors = Object.keys(details.fields).length > 0;
      setFormError(hasFieldErrors && details.status === 400 ? null : messageFor(details.status, details.message));
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget));
    const parsed = zc.safeParse(schema, values);
    setFormError(null);
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? 'form');
        errors[field] ??= issue.message;
      }
      setFieldErrors(errors);
      return;
    }
    setFieldErrors({});
    mutation.mutate(parsed.data);
  };

  return { onSubmit, fieldErrors, formError, isPending: mutation.isPending };
}
