import {
  Navigate,
  useLocation,
  useSearchParams,
  Center,
  Container,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
  usePageMeta,
  useSession,
} from 'shared-ui';
import { Alert, authLinkParams, Tabs } from 'shared-ui/forms';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { VerifyEmailLink } from './VerifyEmailLink';
import { ResetPasswordLink } from './ResetPasswordLink';
import { destinationAfterSignIn, readAuthState } from './paths';

type AuthTab = 'signin' | 'signup';

const pageTitles = {
  signin: 'Sign In',
  signup: 'Sign Up',
  verify: 'Verify Email',
  reset: 'Reset Password',
} as const;

/**
 * /auth (docs/rules.md#auth): Sign In and Sign Up, and the target of the verification and reset mail links.
 * A signed-in user is sent on, replacing history, to where they came from or to /dashboard.
 */
export function AuthPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = readAuthState(location.state);
  const signedIn = useSession((s) => s.user !== null);
  const loading = useSession((s) => s.loading);
  // Mail links are completed even by a signed-in visitor: a link is always asked for by someone.
  const verifyToken = params.get(authLinkParams.verify);
  const resetToken = params.get(authLinkParams.reset);
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'signin';
  const mode = verifyToken ? 'verify' : resetToken ? 'reset' : tab;

  usePageMeta({ title: pageTitles[mode], description: 'Sign in or create your GX account.' });

  if (!verifyToken && !resetToken) {
    if (loading) {
      return (
        <Center mih="40vh">
          <Loader role="status" aria-label="Checking your session" />
        </Center>
      );
    }
    if (signedIn) return <Navigate to={destinationAfterSignIn(state.from)} replace />;
  }

  const selectTab = (value: string | null) => {
    const next = new URLSearchParams();
    next.set('tab', value === 'signup' ? 'signup' : 'signin');
    // Keep where the visitor was going (state.from) across tab changes.
    setParams(next, { replace: true, state: location.state });
  };

  return (
    <Container size={480} py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{mode === 'reset' ? 'Choose a new password' : mode === 'verify' ? 'Verify your email' : 'Your GX account'}</Title>
          <Text c="dimmed">
            {mode === 'reset'
              ? 'Pick a strong password you do not use anywhere else.'
              : mode === 'verify'
                ? 'Confirming the email address of your new account.'
                : 'Sign in to see your certificates, or create an account to get started.'}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          {verifyToken ? (
            <VerifyEmailLink token={verifyToken} />
          ) : resetToken ? (
            <ResetPasswordLink token={resetToken} />
          ) : (
            <>
              <div aria-live="polite">
                {params.get(authLinkParams.verified) === 'true' && (
                  <Alert color="green" title="Email verified" role="status" mb="lg">
                    Your email address has been verified. You can now sign in.
                  </Alert>
                )}
                {state.passwordReset && (
                  <Alert color="green" title="Password updated" role="status" mb="lg">
                    Your password has been changed. You can now sign in with your new password.
                  </Alert>
                )}
              </div>
              <Tabs value={tab} onChange={selectTab} keepMounted={false}>
                <Tabs.List grow mb="lg">
                  <Tabs.Tab value="signin">Sign In</Tabs.Tab>
                  <Tabs.Tab value="signup">Sign Up</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="signin">
                  <SignInForm initialEmail={state.email ?? ''} initialForgotOpen={state.forgotPassword === true} />
                </Tabs.Panel>
                <Tabs.Panel value="signup">
                  <SignUpForm />
                </Tabs.Panel>
              </Tabs>
            </>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
