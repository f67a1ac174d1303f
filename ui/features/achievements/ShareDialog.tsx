// The share menu of an earned achievement (spec §2, §4): the four platforms, the owner's preferred ones
// first. X/Twitter, Facebook and LinkedIn open the platform's share page in a 600×400 popup; Instagram
// shows the card and shares it through the Web Share API (InstagramPanel). Back closes it.
import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { sharingPreferencesQueryOptions, type Achievement, type SharePlatform, type ShareReply } from '../../api/achievements.api.ts';
import { useBackClosesDialog } from '../../components/use-back-closes-dialog.ts';
import { SHARE_PLATFORMS } from './achievement-kinds.ts';
import { PLATFORM_LABELS } from './achievement-format.ts';
import { InstagramPanel } from './InstagramPanel.tsx';
import { PlatformMark } from './PlatformMark.tsx';
import { useShareAchievement } from './use-share-achievement.ts';

/** The platforms in the menu's order: the preferred ones first, each group in the spec's order. */
export function platformOrder(preferred: readonly SharePlatform[]): SharePlatform[] {
  return [...SHARE_PLATFORMS.filter((platform) => preferred.includes(platform)), ...SHARE_PLATFORMS.filter((platform) => !preferred.includes(platform))];
}

export function ShareDialog({ achievement, onClose }: { achievement: Achievement | null; onClose: () => void }) {
  const open = achievement !== null;
  const preferences = useQuery({ ...sharingPreferencesQueryOptions(), enabled: open });
  const [instagram, setInstagram] = useState<ShareReply | null>(null);
  const { share, pendingPlatform } = useShareAchievement({ onShared: onClose, onInstagram: setInstagram });
  useBackClosesDialog(open, onClose);
  useEffect(() => setInstagram(null), [achievement?.id]);
  const preferred = preferences.data?.preferredPlatforms ?? [];
  return (
    <Dialog.Root open={open} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[90dvh] max-w-md flex-col gap-3 overflow-y-auto rounded-t-2xl bg-white p-4 pb-6 dark:bg-slate-900">
          <div className="flex items-start justify-between gap-2">
            <div className="flex min-w-0 flex-col">
              <Dialog.Title className="text-lg font-bold">{instagram ? 'Share to Instagram' : 'Share Achievement'}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600 dark:text-slate-300">{achievement?.title}</Dialog.Description>
            </div>
            <Dialog.Close className="btn-icon -mt-2 -mr-2 shrink-0" aria-label="Close">
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {achievement && instagram ? (
            <InstagramPanel reply={instagram} hashtags={preferences.data?.customHashtags ?? []} onDone={onClose} />
          ) : (
            achievement && (
              <ul className="flex flex-col gap-2" aria-label="Share to">
                {platformOrder(preferred).map((platform) => (
                  <li key={platform}>
                    <button
                      type="button"
                      className="flex min-h-14 w-full items-center gap-3 rounded-xl border border-slate-200 px-3 text-left font-semibold hover:bg-slate-50 disabled:opacity-60 dark:border-slate-800 dark:hover:bg-slate-800"
                      disabled={pendingPlatform !== undefined}
                      onClick={() => share(achievement, platform)}
                    >
                      <PlatformMark platform={platform} />
                      <span className="flex-1">{PLATFORM_LABELS[platform]}</span>
                      {pendingPlatform === platform && <span className="text-sm font-normal text-slate-600 dark:text-slate-300">Sharing...</span>}
                      {pendingPlatform !== platform && preferred.includes(platform) && (
                        <span className="text-xs font-medium text-slate-600 dark:text-slate-300">Preferred</span>
                      )}
                    </button>
                  </li>
                ))}
              </ul>
            )
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
