import { act, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { useNavigate, type NavigateFunction } from 'shared-ui';
import { MemoryRouter } from 'shared-ui/testing';
import { describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './ScrollToTop';

function renderAt(path: string) {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  let navigate: NavigateFunction = () => undefined;
  function Navigator() {
    navigate = useNavigate();
    return null;
  }
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <ScrollToTop />
        <Navigator />
      </MemoryRouter>
    </StrictMode>,
  );
  return { scrollTo, navigate: (to: string) => act(() => void navigate(to)) };
}

describe('ScrollToTop', () => {
  it('leaves the page a visit starts on where the browser put it (a reload, a scroll before hydration)', () => {
    const { scrollTo } = renderAt('/gx-exchange');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top on every later path change, and on a link to the page being shown', () => {
    const { scrollTo, navigate } = renderAt('/gx-exchange');
    navigate('/services');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    navigate('/services');
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
