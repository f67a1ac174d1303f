// Local accounts sign-in screen at /login (GET /api/login redirects here in local-accounts mode):
// 'Sign In' and 'Create Account' tabs over one mobile form each.
import * as Tabs from '@radix-ui/react-tabs';
import { Droplets } from 'lucide-react';
import { Page } from '../../components/Page.tsx';
import { register, signIn } from '../../api/users.api.ts';
import { MIN_PASSWORD_LENGTH, registerFormSchema, signInFormSchema } from '../../../contracts/users.contract.ts';
import { TextField } from '../../components/TextField.tsx';
import { useAuthForm } from './use-auth-form.ts';

const tabClass =
  'min-h-11 flex-1 rounded-lg text-sm font-semibold text-slate-600 dark:text-slate-300 ' +
  'data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow ' +
  'dark:data-[state=active]:bg-slate-800 dark:data-[state=active]:text-slate-50';

const PASSWORD_HINT = `At least ${MIN_PASSWORD_LENGTH} characters`;

function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-700 dark:border-red-800 dark:bg-red-950 dark:text-red-300">
      {message}
    </p>
  );
}

function SignInForm() {
  const { onSubmit, fieldErrors, formError, isPending } = useAuthForm(signInFormSchema, signIn);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Sign In">
      <FormError message={formError} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={fieldErrors.password}
      />
      <button type="submit" className="btn-primary w-full" disabled={isPending}>
        {isPending ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  );
}

function RegisterForm() {
  const { onSubmit, fieldErrors, formError, isPending } = useAuthForm(registerFormSchema, register);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Create Account">
      <FormError message={formError} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="First name" name="firstName" autoComplete="given-name" error={fieldErrors.firstName} />
        <TextField label="Last name" name="lastName" autoComplete="family-name" error={fieldErrors.lastName} />
      </div>
      <TextField label="Email" name="email" type="email" autoComplete="email" required error={fieldErrors.email} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        hint={PASSWORD_HINT}
        error={fieldErrors.password}
      />
      <button type="submit" className="btn-primary w-full" disabled={isPending}>
        {isPending ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  );
}

export function LoginScreen() {
  return (
    <Page className="flex flex-col px-6 py-10">
      <header className="flex flex-col items-center gap-3 text-center">
        <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white">
          <Droplets aria-hidden="true" className="size-8" />
        </span>
        <h1 className="text-2xl font-bold">Clearwater</h1>
      </header>
      <main className="mt-8">
        <Tabs.Root defaultValue="sign-in" className="card flex flex-col gap-5">
          <Tabs.List aria-label="Account" className="flex gap-1 rounded-xl bg-slate-100 p-1 dark:bg-slate-950">
            <Tabs.Trigger value="sign-in" className={tabClass}>
              Sign In
            </Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>
              Create Account
            </Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="sign-in">
            <SignInForm />
          </Tabs.Content>
          <Tabs.Content value="register">
            <RegisterForm />
          </Tabs.Content>
        </Tabs.Root>
        <p className="mt-4 text-center text-xs text-slate-500 dark:text-slate-400">
          By continuing, you agree to our Terms of Service and Privacy Policy.
        </p>
      </main>
    </Page>
  );
}
