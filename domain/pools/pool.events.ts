// Events of the `pool-{poolId}` stream, with the zod schemas that validate their data. Times are
// epoch ms (domain/common/time.ts); events stored with ISO strings are read as epoch ms.
import { z } from 'zod';
import type { DomainEvent } from '../common/decider.ts';
import { epochMsSchema } from '../common/time.ts';
import { poolProfileSchema } from './pool-profile.schema.ts';

export const poolStreamOf = (poolId: string) => `pool-${poolId}`;

export const poolRegisteredSchema = z.object({
  poolId: z.string(),
  ownerId: z.string(),
  registeredAt: epochMsSchema,
  profile: poolProfileSchema,
});
export const poolProfileUpdatedSchema = z.object({
  poolId: z.string(),
  updatedAt: epochMsSchema,
  /** Only the fields that changed. */
  changes: poolProfileSchema.partial(),
});
export const poolLocationSetSchema = z.object({
  poolId: z.string(),
  setAt: epochMsSchema,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export const poolRemovedSchema = z.object({ poolId: z.string(), removedAt: epochMsSchema });

export type PoolRegistered = DomainEvent<'PoolRegistered', z.output<typeof poolRegisteredSchema>>;
export type PoolProfileUpdated = DomainEvent<'PoolProfileUpdated', z.output<typeof poolProfileUpdatedSchema>>;
export type PoolLocationSet = DomainEvent<'PoolLocationSet', z.output<typeof poolLocationSetSchema>>;
export type PoolRemoved = DomainEvent<'PoolRemoved', z.output<typeof poolRemovedSchema>>;
export type PoolEvent = PoolRegistered | PoolProfileUpdated | PoolLocationSet | PoolRemoved;

export const POOL_EVENT_TYPES = ['PoolRegistered', 'PoolProfileUpdated', 'PoolLocationSet', 'PoolRemoved'] as const satisfies readonly PoolEvent['type'][];

export const poolEventDataSchemas = {
  PoolRegistered: poolRegisteredSchema,
  PoolProfileUpdated: poolProfileUpdatedSchema,
  PoolLocationSet: poolLocationSetSchema,
  PoolRemoved: poolRemovedSchema,
} as const;
