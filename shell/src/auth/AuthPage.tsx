import { lazy, Suspense } from 'react';
import { Center, Loader } from 'shared-ui';

// The page's forms use the 'shared-ui/forms' singleton (inputs, react-hook-form, zod, the auth
// calls). Loaded with the page, not with the shell, so that no other first visit pays for them.
const AuthScreen = lazy(() => import('./AuthScreen').then((module) => ({ default: module.AuthScreen })));

/** /auth: sign in, sign up, and the links of the verification and reset mails. */
export function AuthPage() {
  return (
    <Suspense
      fallback={
        <Center mih="40vh">
          <Loader aria-label="Loading" />
        </Center>
      }
    >
      <AuthScreen />
    </Suspense>
  );
}
