// @vitest-environment jsdom
// Spec §2: a 401 from a protected call toasts 'Unauthorized' / 'You are logged out. Logging in again...'
// and goes to /api/login 500 ms after the toast shows (or, if it cannot show, after a longer wait).
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/client.ts';
import { poolsQueryOptions } from '../../api/pools.api.ts';
import { authUserQueryOptions } from '../../api/users.api.ts';
import { latestReadingQueryOptions } from '../../api/water.api.ts';
import { resetToasts } from '../../shell/toast/toast-state.ts';
import { Toaster } from '../../shell/toast/Toaster.tsx';
import { EXPECTS_401, handleLoggedOut, LOGGED_OUT_TOAST_WAIT_MS, onQueryError } from './unauthorized.ts';

afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
});

const unauthorized = () => new ApiError(401, 'Unauthorized', '');

describe('logged-out handling', () => {
  it('toasts, then redirects after 500 ms', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    render(<Toaster />);
    act(() => handleLoggedOut(navigate));
    expect(screen.getByText('Unauthorized')).toBeTruthy();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('ignores 401 from the user call and from calls that expect it', () => {
    const navigate = vi.fn();
    vi.useFakeTimers();
    onQueryError(unauthorized(), { queryKey: authUserQueryOptions().queryKey }, navigate);
    onQueryError(unauthorized(), { meta: { [EXPECTS_401]: true } }, navigate);
    onQueryError(new ApiError(500, 'Server Error', ''), { queryKey: poolsQueryOptions().queryKey }, navigate);
    vi.advanceTimersByTime(LOGGED_OUT_TOAST_WAIT_MS * 2);
    expect(navigate).not.toHaveBeenCalled();
    // No toast viewport here: the redirect waits for the toast, then goes without it.
    onQueryError(unauthorized(), { queryKey: poolsQueryOptions().queryKey }, navigate);
    onQueryError(unauthorized(), { queryKey: latestReadingQueryOptions('1').queryKey }, navigate);
    vi.advanceTimersByTime(LOGGED_OUT_TOAST_WAIT_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledOnce();
  });

  it('counts the 500 ms from when the toast shows, however late its viewport arrives', () => {
    vi.useFakeTimers();
    const navigate = vi.fn();
    act(() => handleLoggedOut(navigate));
    vi.advanceTimersByTime(1200);
    expect(navigate).not.toHaveBeenCalled();
    render(<Toaster />);
    expect(screen.getByText('You are logged out. Logging in again...')).toBeTruthy();
    vi.advanceTimersByTime(499);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledOnce();
  });
});
