// What the owner is told about tests entered offline (issue 19), in the words of spec §8's reading
// toasts and the offline banner: kept for later, recorded once sent, or refused by the server.
import { readApiErrorDetails } from '../../../api/api-error-body.ts';
import { toast } from '../../../shell/toast/toast-state.ts';
import type { SendRound } from './send-queued-readings.ts';

export function toastQueued(): void {
  toast({ title: 'Test Queued', description: "You're offline. Your test results will be sent when you're back online." });
}

export function toastRound(round: SendRound): void {
  const sent = round.sent.length;
  if (sent === 1) toast({ title: 'Test Saved', description: 'Your water test results have been recorded.' });
  else if (sent > 1) toast({ title: 'Tests Saved', description: `Your ${sent} water tests entered offline have been recorded.` });
  const refusal = round.refused.at(-1);
  if (refusal) {
    const { message } = readApiErrorDetails(refusal.error);
    toast({ title: 'Error', description: `Failed to save test results entered offline: ${message}`, variant: 'destructive' });
  }
}
