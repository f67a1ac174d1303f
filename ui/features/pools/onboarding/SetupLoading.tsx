// What the onboarding dialog shows while the wizard's code, or the owner's units it asks the volume in,
// is on its way.
import * as Dialog from '@radix-ui/react-dialog';

export function SetupLoading() {
  return (
    <div className="p-4" role="status">
      <Dialog.Title className="text-lg font-bold">Pool Setup</Dialog.Title>
      <p className="text-sm">Loading...</p>
    </div>
  );
}
