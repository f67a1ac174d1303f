// The shop button's action (spec §7): POST track-click (source 'product_detail'), then open the
// affiliate URL the server answers in a new tab, without giving the store a handle on this page. A lost
// session is handled by the app's 401 handler (spec §2: 'Unauthorized', then sign-in); other failures
// say so in a toast.
import { useMutation } from '@tanstack/react-query';
import type { VendorId } from '../../../../contracts/catalogue.contract.ts';
import { trackClick } from '../../../api/catalogue.api.ts';
import { toast } from '../../../shell/toast/toast-state.ts';
import { endsSession } from '../../users/unauthorized.ts';

export function openAffiliateUrl(url: string): void {
  window.open(url, '_blank', 'noopener');
}

export function useShop(productId: string) {
  return useMutation({
    mutationFn: (vendorId: VendorId) => trackClick(productId, vendorId, 'product_detail'),
    onSuccess: ({ url }) => openAffiliateUrl(url),
    onError: (error) => {
      if (endsSession(error)) return;
      toast({ title: 'Error', description: "We couldn't open the store. Please try again.", variant: 'destructive' });
    },
  });
}
