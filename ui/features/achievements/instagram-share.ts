// Instagram has no share URL (spec §4): the achievement's card image goes through the Web Share API,
// which hands it to the Instagram app on phones. Whether this browser can share an image file at all
// is asked of navigator.canShare with the file itself.
export type CardFile = { file: File; canShare: boolean };

/** Fetches the card (a PNG the server renders) as a file, and whether this browser can share it. */
export async function loadCardFile(imageUrl: string, signal?: AbortSignal): Promise<CardFile> {
  const response = await fetch(imageUrl, { credentials: 'include', signal });
  if (!response.ok) throw new Error(`card image: ${response.status}`);
  const blob = await response.blob();
  const file = new File([blob], 'clearwater-achievement.png', { type: blob.type || 'image/png' });
  const canShare = typeof navigator.share === 'function' && typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
  return { file, canShare };
}

/** Shares the card; false when the owner closed the share sheet. */
export async function shareCardFile(file: File, title: string, text: string): Promise<boolean> {
  try {
    await navigator.share({ files: [file], title, text });
    return true;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return false;
    throw error;
  }
}
