// Spec §4 task due state: overdue when the due date is past; otherwise due today, tomorrow, or in N
// days. Calendar days in the pool's time zone, so 'today' is right on both sides of midnight UTC.
import { daysBetween, type CalendarDay } from './calendar-day.ts';

export type TaskDueState =
  | { state: 'overdue'; days: number }
  | { state: 'today'; days: 0 }
  | { state: 'tomorrow'; days: 1 }
  | { state: 'upcoming'; days: number };

/** `days` is how many days until the due date (negative: how many days late). */
export function taskDueState(dueDate: CalendarDay, today: CalendarDay): TaskDueState {
  const days = daysBetween(today, dueDate);
  if (days < 0) return { state: 'overdue', days };
  if (days === 0) return { state: 'today', days: 0 };
  if (days === 1) return { state: 'tomorrow', days: 1 };
  return { state: 'upcoming', days };
}

/** The spec's due text: 'Overdue', 'Due today', 'Due tomorrow', 'Due in N days'. */
export function taskDueText(due: TaskDueState): string {
  switch (due.state) {
    case 'overdue':
      return 'Overdue';
    case 'today':
      return 'Due today';
    case 'tomorrow':
      return 'Due tomorrow';
    case 'upcoming':
      return `Due in ${due.days} days`;
  }
}
