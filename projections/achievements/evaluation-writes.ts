// Writing owners' fresh evaluations. An owner whose last written rows are known gets only the rows
// that changed (most batches move a few progress counters and earn nothing); any other owner's rows
// are replaced whole. Either way the tables end holding exactly the new evaluation.
import type { ProjectionDb } from '../projection.ts';
import { chunks } from '../statement-rows.ts';
import type { AchievementInsert, OwnerState, ProgressInsert } from './owner-states.ts';


export interface Evaluation {
  readonly owner: string;
  readonly state: OwnerState;
  readonly achievements: readonly AchievementInsert[];
  readonly progress: readonly ProgressInsert[];
}

/** Rows as written: by identity, as JSON (compared with the next evaluation's rows). */
export type WrittenRows = ReadonlyMap<string, string>;

interface Changes<T> {
  upserts: T[];
  removed: string[];
  written: Map<string, string>;
}

/** The rows that differ from the ones written before (by identity), and the identities no longer there. */
function diff<T>(before: WrittenRows, after: readonly T[], identity: (row: T) => string): Changes<T> {
  const written = new Map(after.map((row) => [identity(row), JSON.stringify(row)] as const));
  const upserts = after.filter((row) => before.get(identity(row)) !== written.get(identity(row)));
  return { upserts, removed: [...before.keys()].filter((id) => !written.has(id)), written };
}

export async function writeEvaluations(db: ProjectionDb, evaluations: readonly Evaluation[]): Promise<void> {
  const replaced = evaluations.filter((e) => !e.state.written).map((e) => e.owner);
  if (replaced.length > 0) {
    await db.deleteFrom('achievements').where('owner_id', 'in', replaced).execute();
    await db.deleteFrom('achievement_progress').where('owner_id', 'in', replaced).execute();
  }
  const achievements: AchievementInsert[] = [];
  const progress: ProgressInsert[] = [];
  for (const evaluation of evaluations) {
    const before = evaluation.state.written ?? { achievements: new Map(), progress: new Map() };
    const earned = diff(before.achievements, evaluation.achievements, (row) => row.id);
    const toward = diff(before.progress, evaluation.progress, (row) => row.rule_id);
    achievements.push(...earned.upserts);
    progress.push(...toward.upserts);
    if (earned.removed.length > 0) await db.deleteFrom('achievements').where('id', 'in', earned.removed).execute();
    if (toward.removed.length > 0) await db.deleteFrom('achievement_progress').where('owner_id', '=', evaluation.owner).where('rule_id', 'in', toward.removed).execute();
    evaluation.state.written = { achievements: earned.written, progress: toward.written };
  }
  for (const chunk of chunks(achievements)) {
    await db.insertInto('achievements').values(chunk).onConflict((oc) => oc.column('id').doUpdateSet((eb) => ({
      title: eb.ref('excluded.title'), description: eb.ref('excluded.description'), points: eb.ref('excluded.points'), value: eb.ref('excluded.value'),
      unit: eb.ref('excluded.unit'), before_value: eb.ref('excluded.before_value'), after_value: eb.ref('excluded.after_value'),
      before_image: eb.ref('excluded.before_image'), after_image: eb.ref('excluded.after_image'), achieved_at: eb.ref('excluded.achieved_at'),
      share_count: eb.ref('excluded.share_count'), achievement_type: eb.ref('excluded.achievement_type'), category: eb.ref('excluded.category'),
      difficulty: eb.ref('excluded.difficulty'),
    }))).execute();
  }
  for (const chunk of chunks(progress)) {
    await db.insertInto('achievement_progress').values(chunk).onConflict((oc) => oc.columns(['owner_id', 'rule_id']).doUpdateSet((eb) => ({
      position: eb.ref('excluded.position'), title: eb.ref('excluded.title'), description: eb.ref('excluded.description'), points: eb.ref('excluded.points'),
      current: eb.ref('excluded.current'), target: eb.ref('excluded.target'), unit: eb.ref('excluded.unit'), is_achieved: eb.ref('excluded.is_achieved'),
      achieved_at: eb.ref('excluded.achieved_at'), achievement_type: eb.ref('excluded.achievement_type'), category: eb.ref('excluded.category'),
      difficulty: eb.ref('excluded.difficulty'),
    }))).execute();
  }
}
