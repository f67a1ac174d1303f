// @vitest-environment jsdom
// The per-modal error boundary (spec §8): a crash inside a test dialog closes that dialog and shows
// '{name} interface crashed. Please try again.' while the rest of the screen keeps working.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../shell/toast/Toaster.tsx';
import { resetToasts } from '../shell/toast/toast-state.ts';
import { ModalErrorBoundary } from './ModalErrorBoundary.tsx';
import { TestDialog } from './TestDialog.tsx';

/** Test seam: a dialog child that throws while rendering once asked to. */
function Bomb() {
  const [armed, setArmed] = useState(false);
  if (armed) throw new Error('render failed inside the dialog');
  return (
    <button type="button" onClick={() => setArmed(true)}>
      Break
    </button>
  );
}

function Screen({ name }: { name: string }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>Test screen</p>
      <button type="button" onClick={() => setOpen(true)}>
        Open again
      </button>
      <TestDialog open={open} onOpenChange={setOpen} name={name} title={`${name} dialog`}>
        <Bomb />
      </TestDialog>
      <Toaster />
    </>
  );
}

beforeEach(() => {
  // React and the boundary both log the caught error; keep the test output clean.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.restoreAllMocks();
});

describe('ModalErrorBoundary', () => {
  it("a crash in a dialog closes it and toasts '... interface crashed. Please try again.'", async () => {
    render(<Screen name="Camera" />);
    expect(screen.getByRole('dialog', { name: 'Camera dialog' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Break' }));
    expect(await screen.findByText('Camera interface crashed. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('Test screen')).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith('Camera dialog crashed', expect.any(Error), expect.anything());
  });

  it('the dialog opens fresh after a crash', async () => {
    render(<Screen name="Upload" />);
    fireEvent.click(screen.getByRole('button', { name: 'Break' }));
    await screen.findByText('Upload interface crashed. Please try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Open again' }));
    expect(screen.getByRole('dialog', { name: 'Upload dialog' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Break' })).toBeTruthy();
  });

  it('renders nothing after a crash and calls onCrash once', () => {
    const onCrash = vi.fn();
    function Throws(): never {
      throw new Error('boom');
    }
    const { container } = render(
      <ModalErrorBoundary name="Manual Entry" onCrash={onCrash}>
        <Throws />
      </ModalErrorBoundary>,
    );
    expect(container.textContent).toBe('');
    expect(onCrash).toHaveBeenCalledTimes(1);
  });
});
