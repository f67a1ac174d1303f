// Setting the pool's location (spec §4 geolocation flow, §8 toasts, §9 timing): detect it with the
// browser's geolocation (high accuracy, 15 s time-out, positions up to 60 s old), or take typed
// coordinates; then save them to the pool, say 'Location saved', and fetch the weather again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLocation, savePoolLocation, type Coordinates } from '../../api/weather.api.ts';
import type { PoolId } from '../../api/pools.api.ts';
import { toast } from '../../shell/toast/toast-state.ts';

export const GEOLOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 };

/** Spec §8, by GeolocationPositionError code. */
export function geolocationFailureMessage(code: number | undefined): string {
  switch (code) {
    case 1: return 'Location access denied. Please enable location permissions and try again.';
    case 2: return 'Location information is unavailable. Please try again later.';
    case 3: return 'Location request timed out. Please try again.';
    default: return 'Unable to detect your location. Please try again or enter coordinates manually.';
  }
}

function currentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    navigator.geolocation.getCurrentPosition(
      // Four decimals (about 11 m) are plenty for the weather, and keep less of where someone lives.
      (position) => resolve({ latitude: round4(position.coords.latitude), longitude: round4(position.coords.longitude) }),
      reject,
      GEOLOCATION_OPTIONS,
    );
  });
}
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

export function usePoolLocation(poolId: PoolId) {
  const queryClient = useQueryClient();
  const saved = async () => {
    toast({ title: 'Location saved', description: 'Weather will now be available for your pool.' });
    await refreshAfterLocation(queryClient, poolId);
  };

  const manual = useMutation({
    mutationFn: (coordinates: Coordinates) => savePoolLocation(poolId, coordinates),
    onSuccess: saved,
    onError: () => toast({ title: 'Update failed', description: 'Failed to save the location. Please try again.', variant: 'destructive' }),
  });

  const detect = useMutation({
    mutationFn: async () => {
      let coordinates: Coordinates;
      try {
        coordinates = await currentPosition();
      } catch (error) {
        toast({ title: 'Location detection failed', description: geolocationFailureMessage((error as GeolocationPositionError | undefined)?.code), variant: 'destructive' });
        return false;
      }
      try {
        await savePoolLocation(poolId, coordinates);
      } catch {
        toast({ title: 'Update failed', description: 'Location detected but failed to save. Please try again.', variant: 'destructive' });
        return false;
      }
      return true;
    },
    onSuccess: async (done) => {
      if (done) await saved();
    },
  });

  return {
    /** Spec §8: a browser without geolocation gets 'Geolocation not supported'. */
    detect: () => {
      if (!('geolocation' in navigator)) {
        toast({ title: 'Geolocation not supported', description: 'Your browser cannot detect your location. Enter the coordinates instead.', variant: 'destructive' });
        return;
      }
      detect.mutate();
    },
    save: (coordinates: Coordinates) => manual.mutate(coordinates),
    detecting: detect.isPending,
    saving: manual.isPending,
  };
}
