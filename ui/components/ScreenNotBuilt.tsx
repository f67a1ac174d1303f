// Placeholder body for a signed-in screen whose issue has not landed yet: says so, shows no fake data.
export function ScreenNotBuilt() {
  return (
    <main className="p-4">
      <p className="card text-sm text-slate-600 dark:text-slate-300">This screen is not available yet.</p>
    </main>
  );
}
