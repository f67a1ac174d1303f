// The 600×400 share window (spec §7: a share's shareUrl opens in a popup). It opens blank at the tap,
// while the browser still counts the tap as the user's (a window opened after the reply arrives is often
// blocked), and goes to the platform's share page when the reply comes; a failed share closes it. Cut
// off from this page (opener null) before it loads the platform's page.
export const SHARE_POPUP = { name: 'clearwater-share', width: 600, height: 400 } as const;

function popupFeatures(): string {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - SHARE_POPUP.width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - SHARE_POPUP.height) / 2));
  return `popup,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},left=${left},top=${top}`;
}

/** Opens the blank popup with a line saying a share is on its way; null when the browser blocked it. */
export function openSharePopup(): Window | null {
  const popup = window.open('', SHARE_POPUP.name, popupFeatures());
  if (!popup) return null;
  try {
    popup.document.title = 'Sharing...';
    popup.document.body.textContent = 'Preparing your share...';
  } catch {
    // A popup we cannot write into still takes the share page.
  }
  return popup;
}

/** Sends the popup (or, when it was blocked or closed, a new one) to the share page. */
export function showInPopup(popup: Window | null, url: string): void {
  if (popup && !popup.closed) {
    popup.opener = null;
    popup.location.href = url;
    return;
  }
  window.open(url, SHARE_POPUP.name, `noopener,${popupFeatures()}`);
}

export function closePopup(popup: Window | null): void {
  if (popup && !popup.closed) popup.close();
}
