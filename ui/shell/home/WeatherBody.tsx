// The body of home section 3 (spec §2), Weather & Forecast for the pool. There is no weather API yet
// (GET /api/pools/{id}/weather arrives with the weather issue), so the section says what is true:
// 'Weather Unavailable', the spec's words for no weather. It asks for nothing and invents nothing.
export function WeatherBody() {
  return (
    <div role="status">
      <p className="text-sm font-semibold">Weather Unavailable</p>
    </div>
  );
}
