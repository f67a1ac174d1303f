// Help & Support (spec §2 support entries): the questions owners ask most, answered in place.
import { ChevronDown, CircleHelp } from 'lucide-react';

const ANSWERS = [
  {
    question: 'How often should I test my water?',
    answer: 'Two to three times a week in swimming season, and after heavy rain, a party or a chemical addition.',
  },
  {
    question: "Why didn't a reminder arrive?",
    answer: 'Check that Push Notifications is on for this device. Reminders due during quiet hours wait until they end; timers always arrive.',
  },
  {
    question: 'How do I install Clearwater on my phone?',
    answer: "On iPhone, tap Share, then 'Add to Home Screen'. On Android, open the browser menu and choose 'Install app'.",
  },
] as const;

export function HelpAndSupport() {
  return (
    <details className="group">
      <summary className="flex min-h-12 cursor-pointer list-none items-center gap-3 px-4 hover:bg-slate-50 dark:hover:bg-slate-800 [&::-webkit-details-marker]:hidden">
        <CircleHelp aria-hidden="true" className="size-5 text-brand-600 dark:text-brand-500" />
        <span className="flex-1 font-medium">Help & Support</span>
        <ChevronDown aria-hidden="true" className="size-4 text-slate-500 transition-transform group-open:rotate-180" />
      </summary>
      <dl className="flex flex-col gap-3 px-4 pb-4">
        {ANSWERS.map(({ question, answer }) => (
          <div key={question}>
            <dt className="text-sm font-semibold">{question}</dt>
            <dd className="text-sm text-slate-600 dark:text-slate-300">{answer}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
