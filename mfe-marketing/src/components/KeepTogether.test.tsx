import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeepTogether } from './KeepTogether';

function unbroken(text: string) {
  const { container } = render(
    <p>
      <KeepTogether text={text} />
    </p>,
  );
  return { text: container.textContent, whole: [...container.querySelectorAll('span')].map((span) => span.textContent) };
}

describe('KeepTogether', () => {
  it('keeps number ranges, e-mail and addresses whole without changing the text', () => {
    expect(unbroken('Workshops for Classes 7-10 and 11-12')).toEqual({ text: 'Workshops for Classes 7-10 and 11-12', whole: ['7-10', '11-12'] });
    expect(unbroken('Journeys across e-mail, SMS and ads')).toEqual({ text: 'Journeys across e-mail, SMS and ads', whole: ['e-mail'] });
    expect(unbroken('Write to support@gx-academy.example today')).toEqual({ text: 'Write to support@gx-academy.example today', whole: ['support@gx-academy.example'] });
  });

  it('leaves other text alone', () => {
    expect(unbroken('Front-end and back-end')).toEqual({ text: 'Front-end and back-end', whole: [] });
  });
});
