import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreviewBanner, PreviewContext } from './PreviewBanner';

describe('the preview banner', () => {
  it('names the previewed release and links to leaving the preview, outside the router', () => {
    render(
      <PreviewContext value={{ remote: 'exchange', release: '3f9c2a71b0de' }}>
        <PreviewBanner />
      </PreviewContext>,
    );
    const banner = screen.getByRole('complementary', { name: 'Release preview' });
    expect(banner.textContent).toBe('Preview: exchange 3f9c2a71b0de · Leave preview');
    expect(screen.getByRole('link', { name: 'Leave preview' }).getAttribute('href')).toBe('/_preview/leave');
  });

  it('is not drawn for a visitor who previews nothing', () => {
    render(<PreviewBanner />);
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
