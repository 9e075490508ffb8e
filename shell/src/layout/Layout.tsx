import { Outlet } from 'shared-ui';
import { TopNavigation } from './TopNavigation';
import { ScrollToTop } from './ScrollToTop';
import classes from './Layout.module.css';

export function Layout() {
  return (
    <div className={classes.page}>
      <ScrollToTop />
      <TopNavigation />
      <main className={classes.main}>
        <Outlet />
      </main>
    </div>
  );
}
