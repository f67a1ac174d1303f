// @vitest-environment jsdom
// Toasts (spec §9): one on screen at a time, the newest wins; the close button dismisses.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts, toast } from './toast-state.ts';
import { Toaster } from './Toaster.tsx';

// jsdom lacks pointer capture, which Radix Toast's swipe handling calls on pointer events.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};

afterEach(() => {
  cleanup();
  resetToasts();
});

describe('toast', () => {
  it('shows one toast at a time, the newest', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Test Saved', description: 'Your water test results have been recorded.' });
      toast({ title: 'Error', description: 'Failed to save test results. Please try again.', variant: 'destructive' });
    });
    expect(screen.queryByText('Test Saved')).toBeNull();
    expect(screen.getByText('Error')).toBeTruthy();
    expect(screen.getByText('Failed to save test results. Please try again.')).toBeTruthy();
  });

  it('closes from its labelled close button', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Location saved' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Location saved')).toBeNull();
  });
});
