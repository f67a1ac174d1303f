// The browser's IANA zone, an optional field of writes whose dates are calendar days (tasks,
// services, a new pool's starting schedule); the server prefers the zone of the pool's location.
import { z } from 'zod/mini';
import { isTimeZone } from '../domain/common/time-zone.ts';

export const browserTimeZoneField = z.optional(z.string().check(z.maxLength(64), z.refine(isTimeZone, 'Unknown time zone')));
