// /icons — the app's icon images with downloads (spec §2).
import { createFileRoute } from '@tanstack/react-router';
import { IconsScreen } from '../../features/icons/IconsScreen.tsx';

export const Route = createFileRoute('/_app/icons')({ component: IconsScreen });
