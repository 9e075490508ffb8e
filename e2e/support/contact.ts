import type { Page } from '@playwright/test';

/** The contact form of /contact (mfe-marketing), found by its accessible name. */
export const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' });

/** Fills the fields given, leaving the others as they are. */
export async function fillContact(page: Page, fields: { name?: string; email?: string; phone?: string; message?: string }) {
  const form = contactForm(page);
  if (fields.name !== undefined) await form.getByLabel('Name').fill(fields.name);
  if (fields.email !== undefined) await form.getByLabel('Email').fill(fields.email);
  if (fields.phone !== undefined) await form.getByLabel('Phone').fill(fields.phone);
  if (fields.message !== undefined) await form.getByLabel('Message').fill(fields.message);
}

export const sendContact = (page: Page) => contactForm(page).getByRole('button', { name: 'Send Message' }).click();
