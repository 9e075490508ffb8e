import { useState } from 'react';
import { Badge, Button, Stack, Text, notifications } from 'shared-ui';
import { Select } from 'shared-ui/admin-inputs';
import { errorMessage } from '../api';
import { formatDateTime } from '../model';
import { CardHeading, CardList, PagedList, usePagedData } from '../lists/PagedList';
import { kindLabels, listOutbox, sendAgain, type OutboxEntry } from './api';
import classes from '../Admin.module.css';

const stateBadge: Record<OutboxEntry['state'], { color: string; label: string }> = {
  sent: { color: 'green', label: 'Sent' },
  failed: { color: 'red', label: 'Failed' },
  pending: { color: 'yellow', label: 'Waiting' },
};

/**
 * The mails the server owes and has sent (certificate mails, account verification, password
 * reset), newest first. A failed mail is retried by the server every minute a few times; an admin
 * can send one again at once, e.g. after the mail server has been repaired.
 */
export function OutgoingMail() {
  const [unsentOnly, setUnsentOnly] = useState(false);
  const [sending, setSending] = useState<string | null>(null);
  const list = usePagedData('admin/outbox', [unsentOnly], (page) => listOutbox(page, unsentOnly));

  const resend = async (entry: OutboxEntry) => {
    setSending(entry.id);
    try {
      const { outcome } = await sendAgain(entry.id);
      if (outcome === 'failed') {
        notifications.show({ color: 'red', title: 'Mail not sent', message: `The mail to ${entry.recipient} could not be sent again.` });
      } else {
        notifications.show({ color: 'green', title: 'Mail sent', message: `The mail to ${entry.recipient} has been sent.` });
      }
    } catch (error) {
      notifications.show({ color: 'red', title: 'Mail not sent', message: errorMessage(error) });
    } finally {
      setSending(null);
      list.retry();
    }
  };

  return (
    <PagedList
      list={list}
      controls={
        <Select
          label="Show"
          data={[
            { value: 'all', label: 'All mail' },
            { value: 'unsent', label: 'Not sent yet' },
          ]}
          value={unsentOnly ? 'unsent' : 'all'}
          allowDeselect={false}
          onChange={(value) => setUnsentOnly(value === 'unsent')}
          maw={240}
        />
      }
      loadingLabel="Loading outgoing mail"
      errorTitle="The outgoing mail could not be loaded"
      empty={unsentOnly ? 'Every mail has been sent' : 'No mail yet'}
      pagerLabel="Mail"
    >
      {(items) => (
        <CardList label="Outgoing mail" items={items} itemKey={(entry) => entry.id}>
          {(entry) => (
            <CardHeading
              title={entry.subject || kindLabels[entry.kind]}
              aside={
                <Stack gap={6} align="flex-end">
                  <Badge variant="light" color={stateBadge[entry.state].color}>
                    {stateBadge[entry.state].label}
                  </Badge>
                  {entry.state !== 'sent' && (
                    <Button
                      size="xs"
                      variant="default"
                      loading={sending === entry.id}
                      disabled={sending !== null && sending !== entry.id}
                      onClick={() => void resend(entry)}
                      aria-label={`Send again to ${entry.recipient}`}
                    >
                      Send again
                    </Button>
                  )}
                </Stack>
              }
            >
              <Text size="sm">
                {kindLabels[entry.kind]} · to {entry.recipient || 'a deleted account'}
              </Text>
              <Text size="xs">
                Queued {formatDateTime(entry.created)}
                {entry.sent_at ? ` · sent ${formatDateTime(entry.sent_at)}` : ''}
                {entry.attempts > 0 ? ` · ${entry.attempts} of ${entry.max_attempts} tries failed` : ''}
              </Text>
              {entry.state !== 'sent' && entry.last_error && (
                <Text size="xs" className={classes.errorText}>
                  Last error: {entry.last_error}
                </Text>
              )}
            </CardHeading>
          )}
        </CardList>
      )}
    </PagedList>
  );
}
