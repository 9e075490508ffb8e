import { useEffect, useState, type ReactNode } from 'react';
import { Button, Group, Text } from 'shared-ui';
import { Alert, accountMailFailed, retryAccountMail, type AccountMailKind } from 'shared-ui/forms';

export const mailFailedText = 'We could not send the mail; try again.';
export const mailResentText = 'The mail has been sent. Please check your inbox.';

type State = 'unknown' | 'failed' | 'retrying' | 'resent';

/**
 * Shown under a "mail sent" banner: the server sends account mails after answering, so this asks
 * whether the mail to `email` went out, and when it did not, says so and offers to try again.
 * Renders nothing while the mail looks fine (or `email` is null).
 */
export function MailFailedNotice({ kind, email }: { kind: AccountMailKind; email: string | null }) {
  // Kept with the mail it is about: a new address starts again from 'unknown'.
  const [known, setKnown] = useState<{ about: string; state: State }>({ about: '', state: 'unknown' });
  const about = email ? `${kind} ${email}` : '';
  const state = known.about === about ? known.state : 'unknown';
  const setState = (next: State) => setKnown({ about, state: next });

  useEffect(() => {
    if (!email) return undefined;
    let current = true;
    accountMailFailed(kind, email).then(
      (failed) => current && failed && setKnown({ about: `${kind} ${email}`, state: 'failed' }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [kind, email]);

  if (!email || state === 'unknown') return null;
  if (state === 'resent') {
    return (
      <Alert color="green" role="status" mt="sm">
        {mailResentText}
      </Alert>
    );
  }
  const retry = async () => {
    setState('retrying');
    const failed = await retryAccountMail(kind, email).catch(() => true);
    setState(failed ? 'failed' : 'resent');
  };
  return (
    <Alert color="red" role="alert" mt="sm">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{mailFailedText}</Text>
        <Button size="xs" variant="light" color="red" loading={state === 'retrying'} onClick={() => void retry()}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

interface MailSentRegionProps {
  kind: AccountMailKind;
  /** Where the mail was asked for, or null before (and while) it is asked for. */
  sentTo: string | null;
  /** The "mail sent" notice. */
  notice: (email: string) => ReactNode;
}

/** The live region of a form that has an account mail sent: its notice, then whether the mail went out. */
export function MailSentRegion({ kind, sentTo, notice }: MailSentRegionProps) {
  return (
    <div aria-live="polite">
      {sentTo && notice(sentTo)}
      <MailFailedNotice kind={kind} email={sentTo} />
    </div>
  );
}
