// @vitest-environment jsdom
// Upload dialog: 'Invalid File' for non-images, the preview (none for HEIC, with the note), and the
// analysis toasts with the reader's advice on a 422.
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppQueryClient } from '../../router.ts';
import { stubFetch } from '../../testing/render-app.tsx';
import { anAnalysisReply } from '../../testing/replies.ts';
import { Toaster } from '../../shell/toast/Toaster.tsx';
import { resetToasts } from '../../shell/toast/toast-state.ts';
import { UploadDialog } from './UploadDialog.tsx';

function renderUpload() {
  const onCompleted = vi.fn();
  render(
    <QueryClientProvider client={createAppQueryClient()}>
      <UploadDialog open onOpenChange={() => {}} poolId="pool-1" onCompleted={onCompleted} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onCompleted };
}

const choose = (file: File) => fireEvent.change(screen.getByLabelText('Test strip photo'), { target: { files: [file] } });

beforeEach(() => {
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
});
afterEach(() => {
  cleanup();
  resetToasts();
  vi.unstubAllGlobals();
});

describe('UploadDialog', () => {
  it('explains the photo, mentions HEIC and accepts the spec types only', () => {
    renderUpload();
    expect(screen.getByText('iPhone HEIC photos are supported.')).toBeTruthy();
    expect(screen.getByLabelText('Test strip photo').getAttribute('accept')).toBe(
      'image/jpeg,image/jpg,image/png,image/webp,image/gif,image/heic,image/heif,.heic,.heif',
    );
    choose(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Invalid File')).toBeTruthy();
    expect(screen.getByText('Please select an image file (JPG, PNG, HEIC, etc.)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose Photo' })).toBeTruthy();
  });

  it('previews a PNG capped at 300 px with its name, Choose Different and Analyze', () => {
    renderUpload();
    choose(new File(['x'], 'strip.png', { type: 'image/png' }));
    const img = screen.getByRole('img', { name: 'Selected test strip' });
    expect(img.className).toContain('max-h-[300px]');
    expect(screen.getByText('strip.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose Different' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Analyze' })).toBeTruthy();
  });

  it('shows no preview for HEIC, only the conversion note', () => {
    renderUpload();
    choose(new File(['x'], 'IMG_0001.HEIC', { type: '' }));
    expect(screen.queryByRole('img', { name: 'Selected test strip' })).toBeNull();
    expect(screen.getByText(/will be converted during analysis/)).toBeTruthy();
  });

  it("shows the progress, then 'Analysis Failed' with the reader's advice on a 422", async () => {
    stubFetch({ 'POST /api/analyze-test-strip': { status: 422, body: { error: { code: 'unreadable', message: 'The strip is blurry. Hold it still.' } } } });
    renderUpload();
    choose(new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Analyzing Test Strip')).toBeTruthy();
    expect(screen.getByText('This usually takes 10-15 seconds.')).toBeTruthy();
    expect(await screen.findByText('The strip is blurry. Hold it still.')).toBeTruthy();
    expect(screen.getByText('Analysis Failed')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Analyze' })).toBeTruthy();
  });

  it("sends the photo with method upload and completes after 'Test Strip Analyzed'", async () => {
    const fetchMock = stubFetch({ 'POST /api/analyze-test-strip': { status: 201, body: anAnalysisReply() } });
    const { onCompleted } = renderUpload();
    choose(new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('AI analysis complete! Creating test reading...')).toBeTruthy();
    await vi.waitFor(() => expect(onCompleted).toHaveBeenCalled(), { timeout: 3000 });
    const post = fetchMock.mock.calls.find(([input]) => String(input).includes('analyze'));
    const body = JSON.parse(String(post?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ poolId: 'pool-1', filename: 'a.jpg', mimeType: 'image/jpeg', method: 'upload' });
    expect(String(body.image)).toMatch(/^data:image\/jpeg;base64,/);
    expect(screen.queryByText('Some Pads Not Read')).toBeNull();
  });

  it('says which pads to retest after a partial reading', async () => {
    const glare = { parameter: 'freeChlorine', field: 'freeChlorinePpm', reason: 'glare', message: 'glare on the pad' };
    stubFetch({ 'POST /api/analyze-test-strip': { status: 201, body: anAnalysisReply({ reading: { freeChlorinePpm: null }, unreadablePads: [glare] }) } });
    const { onCompleted } = renderUpload();
    choose(new File(['x'], 'a.jpg', { type: 'image/jpeg' }));
    fireEvent.click(screen.getByRole('button', { name: 'Analyze' }));
    expect(await screen.findByText('Some Pads Not Read')).toBeTruthy();
    expect(screen.getByText('Retest: Free chlorine (glare on the pad)')).toBeTruthy();
    await vi.waitFor(() => expect(onCompleted).toHaveBeenCalled(), { timeout: 3000 });
  });
});
