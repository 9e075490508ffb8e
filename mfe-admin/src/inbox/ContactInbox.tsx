import { Anchor, Badge, Stack, Text } from 'shared-ui';
import { TextInput } from 'shared-ui/forms';
import { listContactMessages } from '../api';
import { decodeStoredText, formatDateTime } from '../model';
import { CardHeading, CardList, PagedList, usePagedData } from '../lists/PagedList';
import { useListSearch } from '../lists/useListSearch';
import classes from '../Admin.module.css';

/**
 * The contact form's messages, newest first, searchable. Stored text is HTML-escaped by
 * the server; it is decoded and rendered as text, never as HTML.
 */
export function ContactInbox() {
  const { query, field: searchField } = useListSearch();
  const list = usePagedData('admin/contact-messages', [query], (page) => listContactMessages(page, query));
  return (
    <PagedList
      list={list}
      controls={
        <TextInput label="Search messages" description="Name, e-mail, phone or message text" {...searchField} />
      }
      loadingLabel="Loading messages"
      errorTitle="The messages could not be loaded"
      empty={query.trim() ? 'No messages found' : 'No messages yet'}
      pagerLabel="Message"
    >
      {(items) => (
        <CardList label="Contact messages" items={items} itemKey={(message) => message.id}>
          {(message) => (
            <>
              <CardHeading
                title={decodeStoredText(message.name) || 'No name given'}
                aside={
                  <Stack gap={4} align="flex-end">
                    <Text size="xs">{formatDateTime(message.created)}</Text>
                    <Badge variant="light" color={message.source ? 'blue' : 'gray'}>
                      {message.source ? `From ${message.source}` : 'From the contact page'}
                    </Badge>
                  </Stack>
                }
              >
                <Text size="sm">
                  <Anchor href={`mailto:${message.email}`}>{message.email}</Anchor>
                  {message.phone ? ` · ${decodeStoredText(message.phone)}` : ''}
                </Text>
              </CardHeading>
              <Text size="sm" mt="sm" className={classes.messageText}>
                {decodeStoredText(message.message)}
              </Text>
            </>
          )}
        </CardList>
      )}
    </PagedList>
  );
}
