// What a reading write answers with: the reading as the read model has it once the water
// projections have applied the write, or as the command left it if they are late (the write has
// succeeded either way; the bounded wait only keeps the client's refetch consistent).
import type { WaterState } from '../../../domain/water/water.decider.ts';
import { findReading, type ReadingView } from '../../../projections/water/readings.projection.ts';
import { WATER_READ_MODELS } from '../../../projections/water/water-read-models.ts';
import type { Position } from '../../eventstore/event-store.ts';
import { waitForReadModels, type RouteContext } from '../route-context.ts';

export { WATER_READ_MODELS };

export async function readingAfterWrite(context: RouteContext, poolId: string, readingId: string, state: WaterState, position: Position | undefined): Promise<ReadingView> {
  await waitForReadModels(context, position, WATER_READ_MODELS);
  const found = await findReading(context.database.db, poolId, readingId);
  if (found) return found;
  const entry = state.readings.get(readingId);
  if (!entry) throw new Error('reading missing after write');
  const now = new Date().toISOString();
  return { id: readingId, poolId, timestamp: new Date(entry.timestamp).toISOString(), testMethod: entry.testMethod, ...entry.values, createdAt: now, updatedAt: now };
}
