// The three ways to take a water test as /test offers them (spec §2), and their order: the owner's Test
// Method Preference (Settings), camera, upload, manual until they choose.
import { Camera, ClipboardList, Upload, type LucideIcon } from 'lucide-react';
import type { TestMethod } from '../../../../domain/water/test-methods.ts';

export interface TestMethodOption {
  readonly kind: TestMethod;
  readonly label: string;
  readonly detail: string;
  readonly Icon: LucideIcon;
}

const OPTIONS: Record<TestMethod, TestMethodOption> = {
  camera: { kind: 'camera', label: 'Live Camera', detail: 'Hold a dipped strip up to your camera', Icon: Camera },
  upload: { kind: 'upload', label: 'Upload Photo', detail: 'Use a photo of your test strip', Icon: Upload },
  manual: { kind: 'manual', label: 'Manual Entry', detail: 'Type in values from any test kit', Icon: ClipboardList },
};

export function testMethodOptions(order: readonly TestMethod[]): TestMethodOption[] {
  return order.map((method) => OPTIONS[method]);
}
