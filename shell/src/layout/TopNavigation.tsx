import { Suspense, useRef, useState } from 'react';
import {
  Link,
  NavLink,
  BrandLogo,
  Burger,
  Button,
  Container,
  Group,
  Stack,
  UnstyledButton,
  lazyPage,
  useDisclosure,
  useSession,
} from 'shared-ui';
import { navigation } from './navigation';
import classes from './TopNavigation.module.css';

const MobileNavigationDrawer = lazyPage('shell/navigation-drawer', () => import(/* webpackChunkName: "shell/navigation-drawer" */ './MobileNavigationDrawer'));

function NavigationLinks({ onNavigate }: { onNavigate?: () => void }) {
  return navigation.map((entry) => (
    <UnstyledButton
      key={entry.name}
      component={entry.isAnchor ? Link : NavLink}
      to={entry.to}
      // An anchor (About, /#about) is a place on a page, never the current page itself.
      {...(entry.isAnchor ? {} : { end: true })}
      onClick={onNavigate}
      className={classes.link}
    >
      {entry.name}
    </UnstyledButton>
  ));
}

/** docs/rules.md#navigation: Sign In and Book Now for visitors, Dashboard for signed-in users. */
function AccountActions({ onNavigate }: { onNavigate?: () => void }) {
  const signedIn = useSession((state) => state.user !== null);
  // While a stored session is being checked, show neither, rather than Sign In to a signed-in user.
  const loading = useSession((state) => state.loading);
  if (loading) return null;
  if (signedIn) {
    return (
      <Button component={Link} to="/dashboard" onClick={onNavigate}>
        Dashboard
      </Button>
    );
  }
  return (
    <>
      <Button component={Link} to="/auth" variant="default" onClick={onNavigate}>
        Sign In
      </Button>
      <Button component={Link} to="/contact" color="accent" onClick={onNavigate}>
        Book Now
      </Button>
    </>
  );
}

/** docs/rules.md#navigation: the top navigation, with a mobile drawer that mirrors it. */
export function TopNavigation() {
  const [drawerOpened, drawer] = useDisclosure(false);
  // The drawer's code is fetched the first time the menu opens, then kept for its closing animation.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // However the drawer closes (Escape, its close button, a link), focus goes back to the menu
  // button. Mantine's own focus return misses the first opening: the lazily loaded drawer mounts
  // already open, so it never saw what had focus before.
  const closeDrawer = () => {
    drawer.close();
    menuButton.current?.focus();
  };
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        {/* Named by the logo's visible text (the company name): a label that differs from what is
            on screen fails speech users who say what they see (WCAG 2.5.3). */}
        <Link to="/" className={classes.brand}>
          <BrandLogo />
        </Link>
        <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" className={classes.nav}>
          <NavigationLinks />
        </Group>
        <Group gap="sm" visibleFrom="md">
          <AccountActions />
        </Group>
        <Burger
          ref={menuButton}
          opened={drawerOpened}
          onClick={() => {
            setDrawerWanted(true);
            drawer.toggle();
          }}
          hiddenFrom="md"
          aria-label="Open navigation"
          aria-expanded={drawerOpened}
          aria-haspopup="dialog"
        />
      </Container>
      {drawerWanted && (
        <Suspense fallback={null}>
          <MobileNavigationDrawer opened={drawerOpened} onClose={closeDrawer}>
            <NavigationLinks onNavigate={closeDrawer} />
            <Stack gap="sm" mt="md">
              <AccountActions onNavigate={closeDrawer} />
            </Stack>
          </MobileNavigationDrawer>
        </Suspense>
      )}
    </header>
  );
}
