// The testing tips and the test guidance of the water test screen (spec §2). The guidance's chlorine
// band is the pool's (free chlorine by its latest measured CYA), the same the panel and the plan use.
import { Lightbulb } from 'lucide-react';
import { chlorineTargetText, type WaterTargets } from '../../../../domain/chemistry/index.ts';

const TIPS = [
  'Test at the same time each day',
  'Use good lighting for camera tests',
  'Keep test strips dry and sealed',
  'Test 2-4 hours after adding chemicals',
];

export function TestTips() {
  return (
    <section aria-labelledby="test-tips-title" className="card flex flex-col gap-2">
      <h2 id="test-tips-title" className="flex items-center gap-2 text-lg font-bold">
        <Lightbulb aria-hidden="true" className="size-5 text-amber-500" /> Testing Tips
      </h2>
      <ul className="list-disc pl-5 text-sm">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}

export function TestGuidance({ targets }: { targets: WaterTargets | undefined }) {
  return (
    <section aria-labelledby="test-guidance-title" className="card flex flex-col gap-2">
      <h2 id="test-guidance-title" className="text-lg font-bold">
        Test Guidance
      </h2>
      <ul className="list-disc pl-5 text-sm">
        <li>pH should be 7.2-7.6</li>
        <li>Free chlorine should be {targets ? chlorineTargetText(targets) : '1-3 ppm'}</li>
        {targets?.chlorine.basis === 'default' && <li>{targets.chlorine.note}</li>}
        <li>Include total alkalinity if available (80-120 ppm)</li>
      </ul>
    </section>
  );
}
