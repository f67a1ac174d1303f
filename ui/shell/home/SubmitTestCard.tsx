// Home section 2 (spec §2): the Submit Test Results card; its button goes to /test.
import { Link } from '@tanstack/react-router';
import { Camera, ClipboardList } from 'lucide-react';

export function SubmitTestCard() {
  return (
    <section aria-labelledby="submit-test-title" className="card flex flex-col gap-3">
      <h2 id="submit-test-title" className="text-lg font-bold">
        Submit Test Results
      </h2>
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <Camera aria-hidden="true" className="size-4" /> Photo analysis of a test strip
      </p>
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
        <ClipboardList aria-hidden="true" className="size-4" /> Or manual entry
      </p>
      <Link to="/test" className="btn-primary w-full">
        Test Water
      </Link>
    </section>
  );
}
