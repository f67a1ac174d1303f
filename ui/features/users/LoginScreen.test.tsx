// @vitest-environment jsdom
// /login: client-side checks (password ≥ 10 characters), server errors under their fields (400) or as
// one message (401, 429), and success refetching the user and going home.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, signedInUser, stubFetch, type StubRoutes } from '../../testing/render-app.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openLogin(routes: StubRoutes) {
  const fetchMock = stubFetch({ 'GET /api/auth/user': { body: null }, ...routes });
  const app = renderApp('/login');
  await screen.findByRole('tab', { name: 'Sign In' });
  return { fetchMock, app, user: userEvent.setup() };
}

const form = (name: string) => screen.getByRole('form', { name });
const postCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');

describe('sign in', () => {
  it('checks the e-mail and the 10-character password before calling the server', async () => {
    const { fetchMock, user } = await openLogin({});
    const signIn = within(form('Sign In'));
    await user.type(signIn.getByLabelText('Email'), 'not-an-email');
    await user.type(signIn.getByLabelText('Password'), 'short');
    await user.click(signIn.getByRole('button', { name: 'Sign In' }));
    expect(signIn.getByText('Enter a valid email address')).toBeTruthy();
    expect(signIn.getByText('Password must be at least 10 characters')).toBeTruthy();
    expect(signIn.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(postCalls(fetchMock)).toHaveLength(0);
  });

  it('shows the server message on 401 without logging out the page', async () => {
    const { user } = await openLogin({
      'POST /api/auth/login': {
        status: 401,
        body: { error: { code: 'invalid_credentials', message: 'Email or password is incorrect.' } },
      },
    });
    const signIn = within(form('Sign In'));
    await user.type(signIn.getByLabelText('Email'), 'pat@example.com');
    await user.type(signIn.getByLabelText('Password'), 'wrong-password-1');
    await user.click(signIn.getByRole('button', { name: 'Sign In' }));
    expect((await signIn.findByRole('alert')).textContent).toBe('Email or password is incorrect.');
    expect(screen.queryByText('Unauthorized')).toBeNull();
  });

  it('shows the rate-limit message on 429', async () => {
    const { user } = await openLogin({
      'POST /api/auth/login': {
        status: 429,
        body: { error: { code: 'rate_limited', message: 'Too many attempts. Try again later.' } },
      },
    });
    const signIn = within(form('Sign In'));
    await user.type(signIn.getByLabelText('Email'), 'pat@example.com');
    await user.type(signIn.getByLabelText('Password'), 'long-enough-pw');
    await user.click(signIn.getByRole('button', { name: 'Sign In' }));
    expect((await signIn.findByRole('alert')).textContent).toBe('Too many attempts. Try again later.');
  });

  it('signs in, refetches the user and goes home', async () => {
    let signedIn = false;
    const { fetchMock, app, user } = await openLogin({
      'GET /api/auth/user': () => ({ body: signedIn ? signedInUser : null }),
      'GET /api/pools': { body: [] },
      'POST /api/auth/login': () => {
        signedIn = true;
        return { body: signedInUser };
      },
    });
    const signIn = within(form('Sign In'));
    await user.type(signIn.getByLabelText('Email'), 'pat@example.com');
    await user.type(signIn.getByLabelText('Password'), 'correct-horse-battery');
    await user.click(signIn.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('button', { name: 'Start Pool Setup' })).toBeTruthy();
    const body = postCalls(fetchMock)[0]?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ email: 'pat@example.com', password: 'correct-horse-battery' });
  });
});

describe('create account', () => {
  it('puts 400 field errors under their fields', async () => {
    const { user } = await openLogin({
      'POST /api/auth/register': {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Invalid input',
            fields: { email: 'An account with this email already exists', password: ['Password is too common'] },
          },
        },
      },
    });
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    const register = within(form('Create Account'));
    await user.type(register.getByLabelText('First name'), 'Pat');
    await user.type(register.getByLabelText('Email'), 'pat@example.com');
    await user.type(register.getByLabelText('Password'), 'password1234');
    await user.click(register.getByRole('button', { name: 'Create Account' }));
    expect(await register.findByText('An account with this email already exists')).toBeTruthy();
    expect(register.getByText('Password is too common')).toBeTruthy();
    expect(register.queryByRole('alert')).toBeNull();
  });

  it('sends only the names that were filled in', async () => {
    const { fetchMock, user } = await openLogin({ 'POST /api/auth/register': { status: 201, body: signedInUser } });
    await user.click(screen.getByRole('tab', { name: 'Create Account' }));
    const register = within(form('Create Account'));
    await user.type(register.getByLabelText('Email'), 'new@example.com');
    await user.type(register.getByLabelText('Password'), 'password1234');
    await user.click(register.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(postCalls(fetchMock)).toHaveLength(1));
    const body = postCalls(fetchMock)[0]?.[1]?.body;
    expect(JSON.parse(String(body))).toEqual({ email: 'new@example.com', password: 'password1234' });
  });
});
