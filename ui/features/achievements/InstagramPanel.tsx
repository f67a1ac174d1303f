// The Instagram step of the share menu: the card the server rendered, and 'Share Image' through the Web
// Share API (a fresh tap, which the browser needs for it). A browser that cannot share images gets a
// clear message and 'Save Image' to post it from the Instagram app.
import { Download, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { ShareReply } from '../../api/achievements.api.ts';
import { toast } from '../../shell/toast/use-toast.ts';
import { loadCardFile, shareCardFile, type CardFile } from './instagram-share.ts';
import { sharedToast, SHARE_FAILED_TOAST } from './use-share-achievement.ts';

export const NO_WEB_SHARE_MESSAGE = "This browser can't send images to Instagram. Save the image, then post it from the Instagram app.";

export function InstagramPanel({ reply, hashtags, onDone }: { reply: ShareReply; hashtags: readonly string[]; onDone: () => void }) {
  const { achievement, imageUrl } = reply;
  const card = useCardFile(imageUrl);
  const [sharing, setSharing] = useState(false);
  const text = [`${achievement.title}: ${achievement.description}`, ...hashtags].join(' ');

  async function share(file: File) {
    setSharing(true);
    try {
      if (await shareCardFile(file, achievement.title, text)) {
        toast(sharedToast('instagram'));
        onDone();
      }
    } catch {
      toast(SHARE_FAILED_TOAST);
    } finally {
      setSharing(false);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <img src={imageUrl} alt={`Achievement card: ${achievement.title}`} className="aspect-[1200/630] w-full rounded-xl border border-slate-200 bg-slate-100 object-cover dark:border-slate-800 dark:bg-slate-800" />
      {card === 'loading' && <p role="status" className="text-sm text-slate-600 dark:text-slate-300">Preparing the image...</p>}
      {typeof card === 'object' && card.canShare && (
        <button type="button" className="btn-primary" disabled={sharing} onClick={() => void share(card.file)}>
          <Share2 aria-hidden="true" className="size-4" />
          {sharing ? 'Sharing...' : 'Share Image'}
        </button>
      )}
      {(card === 'failed' || (typeof card === 'object' && !card.canShare)) && (
        <>
          <p role="status" className="text-sm">{NO_WEB_SHARE_MESSAGE}</p>
          <a href={imageUrl} download="clearwater-achievement.png" className="btn-secondary">
            <Download aria-hidden="true" className="size-4" />
            Save Image
          </a>
        </>
      )}
    </div>
  );
}

/** The card as a file for the share sheet, loaded once per panel (never cached with the server's data). */
function useCardFile(imageUrl: string): CardFile | 'loading' | 'failed' {
  const [card, setCard] = useState<CardFile | 'loading' | 'failed'>('loading');
  useEffect(() => {
    const abort = new AbortController();
    setCard('loading');
    loadCardFile(imageUrl, abort.signal).then(setCard, () => !abort.signal.aborted && setCard('failed'));
    return () => abort.abort();
  }, [imageUrl]);
  return card;
}
