// Sharing an achievement (spec §4, §7, §8): POST …/share with the platform records the share. X/Twitter,
// Facebook and LinkedIn answer with their share URL, opened in the 600×400 popup (share-popup.ts) with
// 'Shared Successfully'; Instagram has none, so its reply (the card image) goes to `onInstagram`, which
// offers the Web Share API. A failure says 'Share Failed'.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshAchievements, shareAchievement, type Achievement, type SharePlatform, type ShareReply } from '../../api/achievements.api.ts';
import { toast } from '../../shell/toast/use-toast.ts';
import type { ToastInput } from '../../shell/toast/toast-state.ts';
import { endsSession } from '../users/unauthorized.ts';
import { PLATFORM_LABELS } from './achievement-format.ts';
import { closePopup, openSharePopup, showInPopup } from './share-popup.ts';

export const SHARE_FAILED_TOAST: ToastInput = {
  title: 'Share Failed',
  description: 'There was an error sharing your achievement. Please try again.',
  variant: 'destructive',
};

export const sharedToast = (platform: SharePlatform): ToastInput => ({
  title: 'Shared Successfully',
  description: platform === 'instagram' ? 'Your achievement card is ready to post.' : `Finish your post to ${PLATFORM_LABELS[platform]} in the window that opened.`,
});

interface ShareInput {
  achievement: Achievement;
  platform: SharePlatform;
  popup: Window | null;
}

export function useShareAchievement({ onShared, onInstagram }: { onShared: () => void; onInstagram: (reply: ShareReply) => void }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ achievement, platform }: ShareInput) => shareAchievement(achievement.id, platform),
    onSuccess: async (reply, { platform, popup }) => {
      if (reply.shareUrl) {
        showInPopup(popup, reply.shareUrl);
        toast(sharedToast(platform));
        onShared();
      } else {
        closePopup(popup);
        onInstagram(reply);
      }
      await refreshAchievements(queryClient);
    },
    onError: (error, { popup }) => {
      closePopup(popup);
      if (!endsSession(error)) toast(SHARE_FAILED_TOAST);
    },
  });
  return {
    /** Call from the tap itself, so the popup opens while the tap still counts. */
    share: (achievement: Achievement, platform: SharePlatform) =>
      mutation.mutate({ achievement, platform, popup: platform === 'instagram' ? null : openSharePopup() }),
    pendingPlatform: mutation.isPending ? mutation.variables.platform : undefined,
  };
}
