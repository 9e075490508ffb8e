import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from 'shared-ui';
import { renderWithProviders } from 'shared-ui/testing';
import { ContactForm } from './ContactForm';

/** Mantine's toasts are alerts; the title is the toast's first line. */
async function toast(title: string) {
  const alerts = await screen.findAllByRole('alert');
  const match = alerts.find((alert) => within(alert).queryByText(title));
  if (!match) throw new Error(`No toast titled "${title}"`);
  return match;
}

async function fillAndSend(fields: Partial<Record<'Name' | 'Email' | 'Phone' | 'Message', string>>) {
  const user = userEvent.setup();
  renderWithProviders(<ContactForm source="contact" />);
  for (const [label, value] of Object.entries(fields)) await user.type(screen.getByLabelText(label, { exact: false }), value);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

// The toast store outlives each render: start every test with none showing.
afterEach(() => notifications.clean());

describe('ContactForm (docs/rules.md#validation, #errors)', () => {
  it('asks for the required fields', async () => {
    await fillAndSend({ Name: 'Asha' });
    expect(within(await toast('Please fill in required fields')).getByText('Email and message are required to send your message.')).toBeTruthy();
  });

  it('refuses an invalid e-mail address', async () => {
    await fillAndSend({ Email: 'asha@nowhere', Message: 'A long enough message.' });
    expect(await toast('Invalid email')).toBeTruthy();
  });

  it('refuses a name with digits', async () => {
    await fillAndSend({ Name: 'R2D2', Email: 'asha@example.com', Message: 'A long enough message.' });
    expect(await toast('Invalid name')).toBeTruthy();
  });

  it('refuses a message under ten characters', async () => {
    await fillAndSend({ Email: 'asha@example.com', Message: 'Too short' });
    expect(within(await toast('Message too short')).getByText('Message must be at least 10 characters long.')).toBeTruthy();
  });
});
