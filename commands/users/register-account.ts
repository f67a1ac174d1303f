// Creates a local account: claims the email with the password's hash, then registers the user on
// `user-{id}`. The credential lives in a table, the user in the event stream, and no transaction
// spans both, so a failed registration compensates by deleting the credential it just created:
// otherwise the email would stay taken by an account that does not exist.
import type { Kysely } from 'kysely';
import { DomainError } from '../../domain/common/decider.ts';
import type { UserProfile } from '../../domain/users/user.events.ts';
import type { Tables } from '../../infra/db/tables.ts';
import type { EventStore, Position } from '../../infra/eventstore/event-store.ts';
import { deleteCredential, insertCredential } from '../../infra/accounts/accounts.store.ts';
import { hashPassword } from '../../infra/accounts/passwords.ts';
import { registerUser } from './register-user.ts';

export interface RegisterAccountPorts {
  readonly store: EventStore;
  /** Where the credentials table lives. */
  readonly db: Kysely<Tables>;
}

export interface RegisterAccountInput {
  readonly userId: string;
  /** Normalised (trimmed, lower-cased) by the caller's schema. */
  readonly email: string;
  readonly password: string;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly now: Date;
}

export interface RegisteredAccount {
  readonly userId: string;
  readonly profile: UserProfile;
  /** Of the UserRegistered event, for the read-your-writes wait. */
  readonly position: Position | undefined;
}

const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Sign in instead.';

/** Throws DomainError('conflict') when the email is taken; leaves no credential behind when registering fails. */
export async function registerAccount(ports: RegisterAccountPorts, input: RegisterAccountInput): Promise<RegisteredAccount> {
  const { userId, email } = input;
  const passwordHash = await hashPassword(input.password);
  if (!(await insertCredential(ports.db, { email, user_id: userId, password_hash: passwordHash }))) {
    throw new DomainError('conflict', EMAIL_TAKEN_MESSAGE);
  }
  const profile: UserProfile = { email, firstName: input.firstName, lastName: input.lastName, profileImageUrl: null };
  try {
    const { position } = await registerUser(ports.store, { userId, profile, identityProvider: 'local', now: input.now });
    return { userId, profile, position };
  } catch (error) {
    await deleteCredential(ports.db, email, userId);
    throw error;
  }
}
