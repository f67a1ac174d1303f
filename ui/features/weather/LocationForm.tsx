// Spec §2 and §4: the pool has no location yet. Two ways to set it: detect it automatically, or type
// latitude and longitude (Save stays disabled until both are filled; out-of-range or non-numeric
// values toast 'Invalid coordinates' with spec §5's message).
import { useState } from 'react';
import type { PoolId } from '../../api/pools.api.ts';
import { TextField } from '../../components/TextField.tsx';
import { toast } from '../../shell/toast/toast-state.ts';
import { usePoolLocation } from './use-pool-location.ts';
import { Glyph } from './weather-glyphs.tsx';
import { COORDINATES_MESSAGE, OUTLINE_BUTTON, parseCoordinates } from './weather-format.ts';

const COORDINATE_INPUT = { autoComplete: 'off', autoCapitalize: 'off', spellCheck: false, enterKeyHint: 'done' } as const;

export function LocationForm({ poolId }: { poolId: PoolId }) {
  const [latitude, setLatitude] = useState('');
  const [longitude, setLongitude] = useState('');
  const location = usePoolLocation(poolId);
  const busy = location.detecting || location.saving;
  const filled = latitude.trim() !== '' && longitude.trim() !== '';
  return (
    <section aria-labelledby="pool-location-title" className="flex flex-col gap-3">
      <div className="flex items-start gap-2">
        <Glyph name="map-pin" aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600 dark:text-brand-500" />
        <div>
          <h3 id="pool-location-title" className="font-bold">
            Set your pool's location
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-300">The forecast and its advice need to know where your pool is.</p>
        </div>
      </div>
      <button type="button" className="btn-primary w-full" onClick={location.detect} disabled={busy}>
        <Glyph name="locate-fixed" aria-hidden="true" className="size-4" />
        {location.detecting ? 'Detecting location...' : 'Detect automatically'}
      </button>
      <p className="flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        or enter coordinates
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </p>
      <form
        noValidate
        aria-label="Pool coordinates"
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const coordinates = parseCoordinates(latitude, longitude);
          if (!coordinates) {
            toast({ title: 'Invalid coordinates', description: COORDINATES_MESSAGE, variant: 'destructive' });
            return;
          }
          location.save(coordinates);
        }}
      >
        {/* No inputMode="decimal": iOS's decimal pad has no minus sign, and western longitudes are negative. */}
        <div className="grid grid-cols-2 gap-3">
          <TextField label="Latitude" {...COORDINATE_INPUT} placeholder="33.45" value={latitude} onChange={(e) => setLatitude(e.target.value)} />
          <TextField label="Longitude" {...COORDINATE_INPUT} placeholder="-112.07" value={longitude} onChange={(e) => setLongitude(e.target.value)} />
        </div>
        <button type="submit" className={`${OUTLINE_BUTTON} w-full`} disabled={!filled || busy}>
          {location.saving ? 'Saving...' : 'Save location'}
        </button>
      </form>
    </section>
  );
}
