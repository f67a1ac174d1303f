// @vitest-environment jsdom
// Camera dialog error paths (spec §8) with a mocked navigator.mediaDevices.getUserMedia: each failure
// shows its 'Camera Error' (or 'Video Error') toast and the same text in the dialog's banner; an
// overconstrained request is retried with plain video; on mobile the camera starts by itself after 1 s.
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../../router.ts';
import { Toaster } from '../../shell/toast/Toaster.tsx';
import { resetToasts } from '../../shell/toast/toast-state.ts';
import CameraDialog from './CameraDialog.tsx';
import { CAMERA_FRAME_WAIT_MS, CAMERA_MESSAGES } from './camera.ts';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

function fakeStream() {
  const stop = vi.fn();
  return { stream: { getTracks: () => [{ stop }] } as unknown as MediaStream, stop };
}

function domError(name: string): DOMException {
  return new DOMException(`${name} from the test`, name);
}

let userAgent = DESKTOP_UA;
let play: ReturnType<typeof vi.fn>;

function stubMediaDevices(getUserMedia: ((constraints: MediaStreamConstraints) => Promise<MediaStream>) | null) {
  const media = getUserMedia ? { getUserMedia: vi.fn(getUserMedia) } : undefined;
  Object.defineProperty(navigator, 'mediaDevices', { value: media, configurable: true });
  return media?.getUserMedia;
}

function renderCamera() {
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <CameraDialog open onOpenChange={onOpenChange} poolId="pool-1" onCompleted={() => {}} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

const dialog = () => screen.getByRole('dialog', { name: 'Live Camera Test' });
const startCamera = () => fireEvent.click(screen.getByRole('button', { name: 'Start Camera' }));

/** The toast title and text, and the same text in the dialog's banner. */
async function expectFailure(title: 'Camera Error' | 'Video Error', text: string) {
  expect(await screen.findByText(title)).toBeTruthy();
  expect(within(dialog()).getByRole('alert').textContent).toBe(text);
  // The toast carries the text too (banner + toast).
  expect(screen.getAllByText(text)).toHaveLength(2);
}

beforeEach(() => {
  userAgent = DESKTOP_UA;
  vi.spyOn(navigator, 'userAgent', 'get').mockImplementation(() => userAgent);
  play = vi.fn(() => Promise.resolve());
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { value: play, configurable: true, writable: true });
  Object.defineProperty(HTMLMediaElement.prototype, 'srcObject', { value: null, configurable: true, writable: true });
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('CameraDialog errors (spec §8)', () => {
  it("permission denied (NotAllowedError) shows 'Camera Error' with the permissions advice", async () => {
    stubMediaDevices(() => Promise.reject(domError('NotAllowedError')));
    renderCamera();
    startCamera();
    await expectFailure('Camera Error', CAMERA_MESSAGES.notAllowed);
    expect(screen.getByRole('button', { name: 'Start Camera' })).toBeTruthy();
  });

  it("no camera (NotFoundError) shows 'Camera Error' with 'No camera was found'", async () => {
    stubMediaDevices(() => Promise.reject(domError('NotFoundError')));
    renderCamera();
    startCamera();
    await expectFailure('Camera Error', CAMERA_MESSAGES.notFound);
  });

  it('a browser without navigator.mediaDevices shows the not-supported text', async () => {
    stubMediaDevices(null);
    renderCamera();
    startCamera();
    await expectFailure('Camera Error', CAMERA_MESSAGES.notSupported);
  });

  it('an unknown failure shows the generic camera text', async () => {
    stubMediaDevices(() => Promise.reject(new Error('boom')));
    renderCamera();
    startCamera();
    await expectFailure('Camera Error', CAMERA_MESSAGES.other);
  });

  it('OverconstrainedError retries with unconstrained video and shows the preview', async () => {
    const { stream } = fakeStream();
    const getUserMedia = stubMediaDevices((constraints) =>
      constraints.video === true ? Promise.resolve(stream) : Promise.reject(domError('OverconstrainedError')),
    );
    renderCamera();
    startCamera();
    const video = await screen.findByLabelText('Camera preview');
    expect(getUserMedia).toHaveBeenCalledTimes(2);
    expect(getUserMedia?.mock.calls[0]?.[0]).toMatchObject({ video: { facingMode: { ideal: 'environment' } }, audio: false });
    expect(getUserMedia?.mock.calls[1]?.[0]).toEqual({ video: true, audio: false });
    // The stream is attached by an effect after the video mounts.
    await vi.waitFor(() => expect((video as HTMLVideoElement).srcObject).toBe(stream));
    expect(play).toHaveBeenCalled();
    expect(screen.getByTestId('strip-guide')).toBeTruthy();
    expect(screen.queryByText('Camera Error')).toBeNull();
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });

  it("capturing a video that shows no frame within the wait shows 'Camera Error' with the not-ready text", async () => {
    stubMediaDevices(() => Promise.resolve(fakeStream().stream));
    renderCamera();
    startCamera();
    await screen.findByLabelText('Camera preview'); // jsdom's video has readyState 0 and no size
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Capture' }));
    expect(screen.getByRole('button', { name: 'Capture' }).hasAttribute('disabled')).toBe(true);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CAMERA_FRAME_WAIT_MS - 100);
    });
    expect(screen.queryByText('Camera Error')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(100);
    });
    vi.useRealTimers();
    await expectFailure('Camera Error', CAMERA_MESSAGES.notReady);
    expect(screen.queryByRole('img', { name: 'Captured test strip' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Capture' }).hasAttribute('disabled')).toBe(false);
  });

  it('captures the first frame that arrives while Capture waits', async () => {
    stubMediaDevices(() => Promise.resolve(fakeStream().stream));
    const drawImage = vi.fn();
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,AAAA');
    renderCamera();
    startCamera();
    const video = (await screen.findByLabelText('Camera preview')) as HTMLVideoElement;
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Capture' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    Object.defineProperties(video, { readyState: { value: 2 }, videoWidth: { value: 640 }, videoHeight: { value: 480 } });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    vi.useRealTimers();
    expect((await screen.findByRole('img', { name: 'Captured test strip' })).getAttribute('src')).toBe('data:image/jpeg;base64,AAAA');
    expect(drawImage).toHaveBeenCalledWith(video, 0, 0);
    expect(screen.queryByText('Camera Error')).toBeNull();
  });

  it("a preview that will not play shows 'Video Error'", async () => {
    stubMediaDevices(() => Promise.resolve(fakeStream().stream));
    play.mockImplementation(() => Promise.reject(domError('NotAllowedError')));
    renderCamera();
    startCamera();
    await expectFailure('Video Error', CAMERA_MESSAGES.preview);
  });

  it('stops the camera tracks when the dialog closes', async () => {
    const { stream, stop } = fakeStream();
    stubMediaDevices(() => Promise.resolve(stream));
    renderCamera();
    startCamera();
    await screen.findByLabelText('Camera preview');
    cleanup();
    expect(stop).toHaveBeenCalled();
  });
});

describe('CameraDialog auto-start', () => {
  it('starts the camera by itself after 1 s on a mobile user agent', async () => {
    vi.useFakeTimers();
    userAgent = MOBILE_UA;
    const getUserMedia = stubMediaDevices(() => Promise.resolve(fakeStream().stream));
    renderCamera();
    act(() => vi.advanceTimersByTime(999));
    expect(getUserMedia).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    expect(await screen.findByLabelText('Camera preview')).toBeTruthy();
  });

  it('starts by itself on a coarse pointer (touch screen) too', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(pointer: coarse)', media: query, addEventListener() {}, removeEventListener() {} }));
    const getUserMedia = stubMediaDevices(() => Promise.resolve(fakeStream().stream));
    try {
      renderCamera();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect(getUserMedia).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('waits for Start Camera on desktop', async () => {
    vi.useFakeTimers();
    const getUserMedia = stubMediaDevices(() => Promise.resolve(fakeStream().stream));
    renderCamera();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Start Camera' })).toBeTruthy();
  });

  it('a mobile auto-start that is denied shows the same Camera Error', async () => {
    vi.useFakeTimers();
    userAgent = MOBILE_UA;
    stubMediaDevices(() => Promise.reject(domError('NotAllowedError')));
    renderCamera();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    vi.useRealTimers();
    await expectFailure('Camera Error', CAMERA_MESSAGES.notAllowed);
  });
});
