import { describe, expect, it } from 'vitest';
import { contactErrorTitle, contactMessageSchema, escapeHtml, toContactPayload, type ContactField } from './index';

/** The first issue of a contact form as the toast shows it: title and text. */
function toastFor(input: Record<string, unknown>): { title: string; message: string } | null {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  return { title: contactErrorTitle(issue.path[0] as ContactField, issue.message), message: issue.message };
}

const valid = { name: 'Ann Lee', email: 'ann@example.com', phone: '+91 90000 00000', message: 'Hello there, tell me more.' };

describe('contactMessageSchema (docs/rules.md#validation)', () => {
  it('accepts a complete message and trims every field', () => {
    expect(contactMessageSchema.parse({ name: ' Ann ', email: ' ann@example.com ', phone: ' 1 ', message: '  0123456789  ' })).toEqual({
      name: 'Ann',
      email: 'ann@example.com',
      phone: '1',
      message: '0123456789',
    });
  });

  it('lets name and phone be left out or empty', () => {
    expect(contactMessageSchema.safeParse({ email: valid.email, message: valid.message }).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...valid, name: '', phone: '' }).success).toBe(true);
  });

  it('requires the e-mail', () => {
    expect(toastFor({ ...valid, email: '  ' })).toEqual({
      title: 'Please fill in required fields',
      message: 'Email and message are required to send your message.',
    });
  });

  it('requires the message', () => {
    expect(toastFor({ ...valid, message: '' })).toEqual({
      title: 'Please fill in required fields',
      message: 'Email and message are required to send your message.',
    });
  });

  it('validates a name that is given', () => {
    expect(toastFor({ ...valid, name: 'Ann 2' })).toEqual({
      title: 'Invalid name',
      message: 'Name can only contain letters, spaces, hyphens, and apostrophes',
    });
    expect(toastFor({ ...valid, name: 'a'.repeat(51) })).toEqual({ title: 'Invalid name', message: 'Name is too long (max 50 characters)' });
  });

  it('validates the e-mail under the e-mail rules', () => {
    expect(toastFor({ ...valid, email: 'ann@' })).toEqual({ title: 'Invalid email', message: 'Please enter a valid email address' });
    expect(toastFor({ ...valid, email: 'a&b@example.com' })).toEqual({ title: 'Invalid email', message: 'Email contains invalid characters' });
  });

  it('needs at least 10 characters of message, after trimming', () => {
    expect(toastFor({ ...valid, message: '123456789' })).toEqual({
      title: 'Message too short',
      message: 'Message must be at least 10 characters long.',
    });
    expect(toastFor({ ...valid, message: '   123456789   ' })?.title).toBe('Message too short');
    expect(toastFor({ ...valid, message: '1234567890' })).toBeNull();
  });

  it('mirrors the server limits on message and phone length', () => {
    expect(toastFor({ ...valid, message: 'x'.repeat(5000) })).toBeNull();
    expect(toastFor({ ...valid, message: 'x'.repeat(5001) })?.title).toBe('Message too long');
    expect(toastFor({ ...valid, phone: '1'.repeat(51) })?.title).toBe('Invalid phone');
  });
});

describe('escapeHtml', () => {
  it('escapes the five significant characters', () => {
    expect(escapeHtml(`<b onclick="x">Tom & Jerry's</b>`)).toBe('&lt;b onclick=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/b&gt;');
  });

  it('never escapes twice', () => {
    const once = escapeHtml('a < b & c');
    expect(escapeHtml(once)).toBe(once);
  });
});

describe('toContactPayload', () => {
  it('escapes the free text and keeps the checked e-mail', () => {
    const message = contactMessageSchema.parse({ ...valid, message: 'I <3 your "courses" & more' });
    expect(toContactPayload(message)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+91 90000 00000',
      message: 'I &lt;3 your &quot;courses&quot; &amp; more',
    });
  });
});
