import { Outlet } from 'shared-ui';
import { TopNavigation } from './TopNavigation';
import { PreviewBanner } from './PreviewBanner';
import { ScrollToTop } from './ScrollToTop';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import classes from './Layout.module.css';

export function Layout() {
  return (
    <div className={classes.page}>
      <SkipLink />
      <ScrollToTop />
      <PreviewBanner />
      <TopNavigation />
      {/* tabIndex -1: the skip link can focus it, the Tab key does not stop on it. */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
