// Chemistry history screen; built in a later step.
export function HistoryScreen() {
  return <p className="p-4">Loading...</p>;
}
