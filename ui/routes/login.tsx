// /login — local sign-in and account creation; reachable by visitors. A signed-in user goes home.
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Navigate } from '@tanstack/react-router';
import { authUserQueryOptions } from '../api/users.api.ts';
import { LoginScreen } from '../features/users/LoginScreen.tsx';

export const Route = createFileRoute('/login')({ component: LoginRoute });

function LoginRoute() {
  const { data: user } = useQuery(authUserQueryOptions());
  if (user) return <Navigate to="/" replace />;
  return <LoginScreen />;
}
