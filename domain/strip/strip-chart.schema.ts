// The strip chart as data: pad order, geometry and the printed colour of each level.
// Charts come from JSON (the built-in default or a user's calibrated chart), so they are parsed with zod.
import { z } from 'zod';

export const PAD_PARAMETERS = [
  'cyanuricAcid',
  'totalAlkalinity',
  'ph',
  'freeChlorine',
  'totalChlorine',
  'totalHardness',
] as const;

export const padParameterSchema = z.enum(PAD_PARAMETERS);
export type PadParameter = z.infer<typeof padParameterSchema>;

const hexColourSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'expected #rrggbb');

export const chartLevelSchema = z.object({
  value: z.number().nonnegative(),
  label: z.string().optional(),
  hex: hexColourSchema,
});

export const chartPadSchema = z
  .object({
    parameter: padParameterSchema,
    unit: z.string(),
    levels: z.array(chartLevelSchema).min(2),
    source: z.string().optional(),
  })
  .refine((pad) => pad.levels.every((l, i, all) => i === 0 || l.value > (all[i - 1]?.value ?? -Infinity)), {
    message: 'levels must be in increasing order of value',
  });

export const stripChartSchema = z
  .object({
    name: z.string(),
    version: z.number().int(),
    padOrderFromHandle: z.array(padParameterSchema).min(1),
    geometryMm: z.object({
      padSize: z.number().positive(),
      padGap: z.number().positive(),
      stripWidth: z.number().positive(),
      handleLength: z.number().nonnegative(),
      tipMargin: z.number().nonnegative(),
    }),
    backingHex: hexColourSchema.optional(),
    pads: z.array(chartPadSchema),
  })
  .passthrough()
  .refine((chart) => chart.padOrderFromHandle.every((p) => chart.pads.some((pad) => pad.parameter === p)), {
    message: 'every pad in padOrderFromHandle needs a colour scale in pads',
  });

export type ChartLevel = z.infer<typeof chartLevelSchema>;
export type ChartPad = z.infer<typeof chartPadSchema>;
export type StripChart = z.infer<typeof stripChartSchema>;

export function parseStripChart(json: unknown): StripChart {
  return stripChartSchema.parse(json);
}

/** Pads in the order they sit on the strip, starting at the handle. */
export function padsFromHandle(chart: StripChart): ChartPad[] {
  return chart.padOrderFromHandle.map((parameter) => {
    const pad = chart.pads.find((p) => p.parameter === parameter);
    if (!pad) throw new Error(`chart has no scale for ${parameter}`);
    return pad;
  });
}
