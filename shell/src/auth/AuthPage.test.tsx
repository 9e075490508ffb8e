import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClientResponseError } from 'pocketbase';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DesignSystemProvider, Route, Routes, notifications, useLocation, useSession } from 'shared-ui';
import { MemoryRouter } from 'shared-ui/testing';
import * as forms from 'shared-ui/forms';
import { AuthPage } from './AuthPage';

type Forms = typeof forms;

// The page's calls to the server are replaced; their mapping to texts is shared-ui's own
// (tested there), so the real authErrorToast still runs here.
vi.mock('shared-ui/forms', async (importOriginal) => ({
  ...(await importOriginal<Forms>()),
  signIn: vi.fn(),
  signUp: vi.fn(),
  requestPasswordReset: vi.fn(),
  requestVerification: vi.fn(),
  confirmVerification: vi.fn(),
  confirmPasswordReset: vi.fn(),
  accountMailFailed: vi.fn(),
  retryAccountMail: vi.fn(),
}));

const api = vi.mocked(forms);

function Elsewhere() {
  const location = useLocation();
  return <p>arrived at {location.pathname}</p>;
}

function renderAuth(entry: string | { pathname: string; search?: string; state?: unknown }) {
  const user = userEvent.setup();
  render(
    <DesignSystemProvider>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </MemoryRouter>
    </DesignSystemProvider>,
  );
  return user;
}

/** Renders /auth and waits for its heading. */
async function openAuth(entry: Parameters<typeof renderAuth>[0]) {
  const user = renderAuth(entry);
  await screen.findByRole('heading', { level: 1 });
  return user;
}

/** A token as PocketBase puts into mail links (the page only reads its payload). */
function linkToken(payload: Record<string, unknown>, expiresInSeconds = 1800) {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ ...payload, exp: Math.floor(Date.now() / 1000) + expiresInSeconds })}.sig`;
}

const pbError = (path: string, status: number, response: Record<string, unknown>) =>
  new ClientResponseError({ url: `http://127.0.0.1:8090/api/collections/users${path}`, status, response });

const signedInUser = { id: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', verified: true };

beforeEach(() => {
  useSession.setState({ user: null, session: null, loading: false, role: null });
  // The mail asked for went out, unless a test says otherwise.
  api.accountMailFailed.mockReset().mockResolvedValue(false);
  api.retryAccountMail.mockReset();
});

afterEach(() => {
  act(() => notifications.clean());
  cleanup();
});

describe('/auth tabs (docs/rules.md#auth)', () => {
  it('opens on Sign In by default', async () => {
    await openAuth('/auth');
    expect(screen.getByRole('tab', { name: 'Sign In', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('opens on Sign Up when ?tab=signup', async () => {
    await openAuth('/auth?tab=signup');
    expect(screen.getByRole('tab', { name: 'Sign Up', selected: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  it('shows the verified state when ?verified=true', async () => {
    await openAuth('/auth?verified=true');
    expect(screen.getByText('Your email address has been verified. You can now sign in.')).toBeTruthy();
  });
});

describe('a signed-in user (docs/rules.md#auth)', () => {
  it('is sent to /dashboard', async () => {
    useSession.setState({ user: signedInUser, session: { token: 't' } });
    renderAuth('/auth');
    expect(await screen.findByText('arrived at /dashboard')).toBeTruthy();
  });

  it('is sent back to the page they came from', async () => {
    useSession.setState({ user: signedInUser, session: { token: 't' } });
    renderAuth({ pathname: '/auth', state: { from: '/admin' } });
    expect(await screen.findByText('arrived at /admin')).toBeTruthy();
  });

  it('is never sent off the site', async () => {
    useSession.setState({ user: signedInUser, session: { token: 't' } });
    renderAuth({ pathname: '/auth', state: { from: '//evil.example/x' } });
    expect(await screen.findByText('arrived at /dashboard')).toBeTruthy();
  });
});

describe('Sign In', () => {
  it("says 'Signing In...' while signing in and welcomes the user back", async () => {
    let finish: () => void = () => undefined;
    api.signIn.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = await openAuth('/auth');
    await user.type(screen.getByLabelText('Email', { exact: false, selector: 'input[type=email]' }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'anything');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeTruthy();
    expect(api.signIn).toHaveBeenCalledWith('ann@example.com', 'anything');
    await act(async () => finish());
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('You have been signed in successfully.')).toBeTruthy();
  });

  it("shows 'Sign in failed' with the spec text for a wrong password", async () => {
    api.signIn.mockRejectedValue(pbError('/auth-with-password', 400, { message: 'Failed to authenticate.' }));
    const user = await openAuth('/auth');
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign in failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password. Please check your credentials and try again.')).toBeTruthy();
  });

  it('offers to resend the verification mail to an unverified user', async () => {
    api.signIn.mockRejectedValue(pbError('/auth-with-password', 403, { message: 'Please verify your account first.' }));
    api.requestVerification.mockResolvedValue();
    const user = await openAuth('/auth');
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please check your email and click the verification link before signing in.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(api.requestVerification).toHaveBeenCalledWith('ann@example.com');
    expect(await screen.findByText(/A new verification email is on its way to ann@example.com/)).toBeTruthy();
  });

  it('shows the e-mail rules under the field', async () => {
    const user = await openAuth('/auth');
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'ann@');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(api.signIn).not.toHaveBeenCalled();
  });
});

describe('Forgot your password?', () => {
  it('toggles the reset panel; a sent link shows the banner and clears the field', async () => {
    api.requestPasswordReset.mockResolvedValue();
    const user = await openAuth('/auth');
    const toggle = screen.getByRole('button', { name: 'Forgot your password?' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const field = screen.getByLabelText(/^Email for the reset link/, { selector: 'input' });
    await user.type(field, 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password reset email sent! Check your inbox for the reset link.')).toBeTruthy();
    expect(screen.getByText('Check your email for the password reset link.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
    expect(api.requestPasswordReset).toHaveBeenCalledWith('ann@example.com');
    await user.click(toggle);
    expect(screen.queryByRole('button', { name: 'Send Reset Link' })).toBeNull();
  });

  it("shows 'Password reset failed' when the request fails", async () => {
    api.requestPasswordReset.mockRejectedValue(new forms.AuthRateLimitError(14 * 60_000));
    const user = await openAuth('/auth');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText(/^Email for the reset link/, { selector: 'input' }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Password reset failed')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait 14 minutes before trying again.')).toBeTruthy();
  });
});

describe('Sign Up', () => {
  async function fillSignUp(user: ReturnType<typeof userEvent.setup>, password: string) {
    await user.type(screen.getByLabelText(/^First name/, { selector: 'input' }), 'Ann');
    await user.type(screen.getByLabelText(/^Last name/, { selector: 'input' }), "O'Brien");
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), password);
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), password);
  }

  it("keeps 'Create Account' disabled until all five requirements hold, ticking them off live", async () => {
    const user = await openAuth('/auth?tab=signup');
    const create = screen.getByRole('button', { name: 'Create Account' }) as HTMLButtonElement;
    expect(create.disabled).toBe(true);
    expect(screen.getByText('At least 8 characters').textContent).toContain('(not met)');
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    await user.type(password, 'abcdefg1');
    expect(screen.getByText('At least 8 characters').textContent).toContain('(met)');
    expect(screen.getByText('One uppercase letter').textContent).toContain('(not met)');
    expect(create.disabled).toBe(true);
    await user.type(password, 'A');
    expect(create.disabled).toBe(true);
    await user.type(password, '!');
    expect(screen.getByText(/One special character/).textContent).toContain('(met)');
    expect(create.disabled).toBe(false);
  });

  it("says 'Creating Account...', then shows the banner and clears the form", async () => {
    let finish: () => void = () => undefined;
    api.signUp.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = await openAuth('/auth?tab=signup');
    await fillSignUp(user, 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toBeTruthy();
    expect(api.signUp).toHaveBeenCalledWith({
      firstName: 'Ann',
      lastName: "O'Brien",
      email: 'ann@example.com',
      password: 'Str0ng!Pass',
      confirmPassword: 'Str0ng!Pass',
    });
    await act(async () => finish());
    expect(await screen.findByText('Verification email sent! Please check your inbox and click the verification link.')).toBeTruthy();
    expect(screen.getByText('Account created successfully!')).toBeTruthy();
    expect(screen.getByText('Please check your email to verify your account.')).toBeTruthy();
    expect((screen.getByLabelText(/^First name/, { selector: 'input' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Email/, { selector: 'input' }) as HTMLInputElement).value).toBe('');
  });

  it('refuses a confirmation that does not match', async () => {
    const user = await openAuth('/auth?tab=signup');
    await fillSignUp(user, 'Str0ng!Pass');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Passwords do not match.')).toBeTruthy();
    expect(api.signUp).not.toHaveBeenCalled();
  });

  it("shows 'Account creation failed' for an e-mail already in use", async () => {
    api.signUp.mockRejectedValue(
      pbError('/records', 400, { message: 'Failed to create record.', data: { email: { code: 'validation_invalid_email', message: 'The email is invalid or already in use.' } } }),
    );
    const user = await openAuth('/auth?tab=signup');
    await fillSignUp(user, 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Account creation failed')).toBeTruthy();
    expect(screen.getByText('An account with this email already exists. Please sign in instead.')).toBeTruthy();
  });

  it("titles a connection failure 'Connection Error'", async () => {
    api.signUp.mockRejectedValue(new ClientResponseError({ url: '', status: 0 }));
    const user = await openAuth('/auth?tab=signup');
    await fillSignUp(user, 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Connection Error')).toBeTruthy();
    expect(screen.getByText('Connection error. Please check your internet connection and try again.')).toBeTruthy();
  });
});

describe('the verification link', () => {
  it('confirms the token and shows the verified state', async () => {
    api.confirmVerification.mockResolvedValue();
    const token = linkToken({ id: 'u1', email: 'ann@example.com' });
    await openAuth(`/auth?verify_token=${token}`);
    expect(await screen.findByText('Your email address has been verified. You can now sign in.')).toBeTruthy();
    expect(api.confirmVerification).toHaveBeenCalledWith(token);
    expect((screen.getByLabelText(/^Email/, { selector: 'input' }) as HTMLInputElement).value).toBe('ann@example.com');
  });

  it('says when the link has expired and offers a new mail', async () => {
    api.confirmVerification.mockRejectedValue(
      pbError('/confirm-verification', 400, { data: { token: { code: 'validation_invalid_token', message: 'Invalid or expired token.' } } }),
    );
    api.requestVerification.mockResolvedValue();
    const user = await openAuth(`/auth?verify_token=${linkToken({ id: 'u2', email: 'bob@example.com' })}`);
    expect(await screen.findByText('This verification link has expired or has already been used. Please ask for a new one.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(api.requestVerification).toHaveBeenCalledWith('bob@example.com');
  });
});

describe('the password reset link', () => {
  it('asks for a new password under the sign-up rules, then returns to Sign In', async () => {
    api.confirmPasswordReset.mockResolvedValue();
    const token = linkToken({ id: 'u3', email: 'cy@example.com' });
    const user = await openAuth(`/auth?reset_token=${token}`);
    const update = screen.getByRole('button', { name: 'Update Password' }) as HTMLButtonElement;
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'password');
    expect(update.disabled).toBe(true);
    await user.clear(screen.getByLabelText(/^New password/, { selector: 'input' }));
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'N3w!Passw0rd');
    await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'N3w!Passw0rd');
    await user.click(update);
    expect(await screen.findByText('Your password has been changed. You can now sign in with your new password.')).toBeTruthy();
    expect(api.confirmPasswordReset).toHaveBeenCalledWith(token, 'N3w!Passw0rd', 'N3w!Passw0rd');
    expect((screen.getByLabelText(/^Email/, { selector: 'input' }) as HTMLInputElement).value).toBe('cy@example.com');
  });

  it('says when the link has expired and opens the reset panel to ask again', async () => {
    const user = await openAuth(`/auth?reset_token=${linkToken({ id: 'u4', email: 'di@example.com' }, -10)}`);
    expect(screen.getByText('This password reset link has expired or has already been used. Please ask for a new one.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Request a New Link' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeTruthy());
    expect((screen.getByLabelText(/^Email for the reset link/, { selector: 'input' }) as HTMLInputElement).value).toBe('di@example.com');
  });

  it('treats a link the server refuses as expired', async () => {
    api.confirmPasswordReset.mockRejectedValue(
      pbError('/confirm-password-reset', 400, { data: { token: { code: 'validation_invalid_token', message: 'Invalid or expired token.' } } }),
    );
    const user = await openAuth(`/auth?reset_token=${linkToken({ id: 'u5', email: 'ed@example.com' })}`);
    await user.type(screen.getByLabelText(/^New password/, { selector: 'input' }), 'N3w!Passw0rd');
    await user.type(screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), 'N3w!Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('button', { name: 'Request a New Link' })).toBeTruthy();
  });
});

describe('a mail the server could not send', () => {
  it('after sign-up: says so, and Try again sends it', async () => {
    api.signUp.mockResolvedValue();
    api.accountMailFailed.mockResolvedValue(true);
    api.retryAccountMail.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    const user = await openAuth('/auth?tab=signup');
    await user.type(screen.getByLabelText(/^First name/, { selector: 'input' }), 'Ann');
    await user.type(screen.getByLabelText(/^Last name/, { selector: 'input' }), 'Lee');
    await user.type(screen.getByLabelText(/^Email/, { selector: 'input' }), 'ann@example.com');
    await user.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Str0ng!Pass');
    await user.type(screen.getByLabelText(/^Confirm password/, { selector: 'input' }), 'Str0ng!Pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('We could not send the mail; try again.')).toBeTruthy();
    expect(api.accountMailFailed).toHaveBeenCalledWith('verification', 'ann@example.com');
    // Still down: the notice stays.
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.retryAccountMail).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('We could not send the mail; try again.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The mail has been sent. Please check your inbox.')).toBeTruthy();
    expect(screen.queryByText('We could not send the mail; try again.')).toBeNull();
    expect(api.retryAccountMail).toHaveBeenLastCalledWith('verification', 'ann@example.com');
  });

  it('after a reset request: says so', async () => {
    api.requestPasswordReset.mockResolvedValue();
    api.accountMailFailed.mockResolvedValue(true);
    const user = await openAuth('/auth');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText(/^Email for the reset link/, { selector: 'input' }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('We could not send the mail; try again.')).toBeTruthy();
    expect(api.accountMailFailed).toHaveBeenCalledWith('password_reset', 'ann@example.com');
  });

  it('says nothing when the mail went out', async () => {
    api.requestPasswordReset.mockResolvedValue();
    const user = await openAuth('/auth');
    await user.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    await user.type(screen.getByLabelText(/^Email for the reset link/, { selector: 'input' }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await waitFor(() => expect(api.accountMailFailed).toHaveBeenCalled());
    expect(screen.queryByText('We could not send the mail; try again.')).toBeNull();
  });
});
