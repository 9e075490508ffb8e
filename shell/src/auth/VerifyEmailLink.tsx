import { useEffect, useState } from 'react';
import { useNavigate, Button, Center, Loader, Stack, Text } from 'shared-ui';
import {
  Alert,
  authErrorMessage,
  authLinkDetails,
  authMessages,
  confirmVerification,
} from 'shared-ui/forms';
import { ResendVerificationForm } from './ResendVerificationForm';
import { authPaths } from './paths';

/** One request per token, however often the effect runs (StrictMode runs effects twice). */
const confirmations = new Map<string, Promise<void>>();

function confirmOnce(token: string): Promise<void> {
  let pending = confirmations.get(token);
  if (!pending) {
    pending = confirmVerification(token);
    confirmations.set(token, pending);
    // A failed attempt may be retried ("Try Again").
    pending.catch(() => confirmations.delete(token));
  }
  return pending;
}

/** The link of a verification mail: confirms it, then shows the verified state (docs/rules.md#auth). */
export function VerifyEmailLink({ token }: { token: string }) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { email } = authLinkDetails(token);

  useEffect(() => {
    let current = true;
    confirmOnce(token).then(
      () => {
        if (current) navigate(authPaths.verified, { replace: true, state: { email } });
      },
      (error: unknown) => {
        if (current) setFailure(authErrorMessage(error));
      },
    );
    return () => {
      current = false;
    };
  }, [token, email, attempt, navigate]);

  if (failure === null) {
    return (
      <Center py="xl" role="status">
        <Stack align="center" gap="sm">
          <Loader aria-hidden />
          <Text>Verifying your email address...</Text>
        </Stack>
      </Center>
    );
  }
  if (failure === authMessages.verificationLinkInvalid) {
    return (
      <Stack gap="md">
        <Alert color="red" title="Verification link expired" role="alert">
          {failure}
        </Alert>
        <ResendVerificationForm initialEmail={email ?? ''} />
      </Stack>
    );
  }
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="red" title="Your email address could not be verified" role="alert" w="100%">
        {failure}
      </Alert>
      <Button
        onClick={() => {
          setFailure(null);
          setAttempt((n) => n + 1);
        }}
      >
        Try Again
      </Button>
    </Stack>
  );
}
