import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-ui/testing';
import { faq } from '../content/faq';
import { FaqSection } from './FaqSection';

describe('FaqSection', () => {
  it('lists the four questions', () => {
    renderWithProviders(<FaqSection />);
    expect(faq).toHaveLength(4);
    for (const entry of faq) expect(screen.getByRole('button', { name: entry.question })).toBeTruthy();
  });

  it('keeps one question open at a time', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqSection />);
    const [first, second] = faq.map((entry) => screen.getByRole('button', { name: entry.question }));
    await user.click(first!);
    expect(first!.getAttribute('aria-expanded')).toBe('true');
    await user.click(second!);
    expect(second!.getAttribute('aria-expanded')).toBe('true');
    expect(first!.getAttribute('aria-expanded')).toBe('false');
  });
});
