// /profile
import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../features/users/ProfileScreen.tsx';

export const Route = createFileRoute('/_app/profile')({ component: ProfileScreen });
