// /notifications — alerts stored in this browser (no server data).
import { createFileRoute } from '@tanstack/react-router';
import { NotificationsScreen } from '../../features/notifications/NotificationsScreen.tsx';

export const Route = createFileRoute('/_app/notifications')({ component: NotificationsScreen });
