// @vitest-environment jsdom
// The weather section's states over stubbed API replies: the location form for an error naming the
// location (Save disabled until both coordinates are filled, 'Invalid coordinates', then the PATCH,
// 'Location saved' and the weather fetched again), 'Weather Unavailable' for any other error, and the
// forecast with its alerts and the rain chance only over 30 %.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Weather } from '../../../contracts/weather.contract.ts';
import { createQueryClient } from '../../api/client.ts';
import { resetToasts, toastsAtom } from '../../shell/toast/toast-state.ts';
import { appStore } from '../../state/jotai.ts';
import { stubFetch } from '../../testing/render-app.tsx';
import { WeatherPanel } from './WeatherPanel.tsx';

const WEATHER: Weather = {
  currentConditions: { temperature: 86, humidity: 35, uvIndex: 7.8, windSpeed: 12, icon: 'cloud-sun', description: 'Partly cloudy' },
  alerts: [
    { title: 'Heavy rain on Thursday', recommendation: 'Retest pH and alkalinity after the rain.', severity: 'high' },
    { title: 'Sun will burn off chlorine tomorrow', recommendation: 'This evening add 23 fl oz of liquid chlorine (10%).', severity: 'medium' },
  ],
  forecast: [
    { date: '2026-11-24', tempHigh: 88, tempLow: 66, rainChance: 10, icon: 'cloud-sun' },
    { date: '2026-11-25', tempHigh: 88, tempLow: 65, rainChance: 30, icon: 'sun' },
    { date: '2026-11-26', tempHigh: 79, tempLow: 62, rainChance: 85, icon: 'storm' },
  ],
  units: { temperature: '°F', windSpeed: 'mph' },
  updatedAt: '2026-11-24T09:00:00.000Z',
  ageMinutes: 5,
  stale: false,
};
const LOCATION_REQUIRED = { status: 409, body: { error: { code: 'location_required', message: "Set your pool's location to see its weather." } } };

const toastTitles = () => appStore.get(toastsAtom).map((t) => t.title);

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WeatherPanel poolId="p1" />
    </QueryClientProvider>,
  );
}

beforeEach(() => resetToasts());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WeatherPanel', () => {
  it('shows the location form for an error naming the location, and saves typed coordinates', async () => {
    let located = false;
    const fetch = stubFetch({
      'GET /api/pools/p1/weather': () => (located ? { body: WEATHER } : LOCATION_REQUIRED),
      'PATCH /api/pools/p1': () => {
        located = true;
        return { body: { id: 'p1' } };
      },
    });
    renderPanel();
    await screen.findByRole('heading', { name: "Set your pool's location" });
    const save = screen.getByRole('button', { name: 'Save location' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Latitude'), { target: { value: '33.45' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-181' } });
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect(appStore.get(toastsAtom)[0]).toMatchObject({ title: 'Invalid coordinates', description: 'Please enter valid latitude (-90 to 90) and longitude (-180 to 180) values.' });
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fireEvent.change(screen.getByLabelText('Longitude'), { target: { value: '-112.07' } });
    fireEvent.click(save);
    await screen.findByText('Partly cloudy');
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ latitude: 33.45, longitude: -112.07 });
    expect(toastTitles()).toContain('Location saved');
  });

  it("shows and toasts 'Weather Unavailable' for any other error", async () => {
    stubFetch({ 'GET /api/pools/p1/weather': { status: 503, body: { error: { code: 'weather_unavailable', message: 'Unable to fetch weather data. Try again later.' } } } });
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Weather Unavailable');
    expect(alert.textContent).toContain('Unable to fetch weather data. Try again later.');
    await waitFor(() => expect(toastTitles()).toEqual(['Weather Unavailable']));
    expect(screen.queryByRole('heading', { name: "Set your pool's location" })).toBeNull();
  });

  it('shows the conditions, the alerts with their severity, and the rain chance only over 30 %', async () => {
    stubFetch({ 'GET /api/pools/p1/weather': { body: { ...WEATHER, stale: true, updatedAt: new Date(Date.now() - 95 * 60_000).toISOString() } } });
    renderPanel();
    await screen.findByText('Partly cloudy');
    expect(screen.getByText('86').textContent).toBe('86°F');
    const alerts = screen.getByRole('region', { name: 'Pool alerts' }).querySelectorAll('li');
    expect([...alerts].map((li) => li.textContent)).toEqual([
      'Heavy rain on ThursdaySeverity: HighRetest pH and alkalinity after the rain.',
      'Sun will burn off chlorine tomorrowSeverity: MediumThis evening add 23 fl oz of liquid chlorine (10%).',
    ]);
    const days = screen.getByRole('region', { name: '3-day forecast' }).querySelectorAll('li');
    expect([...days].map((li) => li.textContent)).toEqual(['Today88° / 66°°F', 'Tomorrow88° / 65°°F', 'Thu79° / 62°°FRain chance 85%']);
    expect(screen.getByText(/this forecast is from 1 h 35 min ago/)).toBeTruthy();
  });
});
