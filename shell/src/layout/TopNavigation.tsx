import { Link, NavLink } from 'react-router-dom';
import { BrandLogo, Burger, Button, Container, Drawer, Group, Stack, UnstyledButton, useDisclosure, useSession } from 'shared-ui';
import { navigation } from './navigation';
import classes from './TopNavigation.module.css';

function NavigationLinks({ onNavigate }: { onNavigate?: () => void }) {
  return navigation.map((entry) => (
    <UnstyledButton
      key={entry.name}
      component={NavLink}
      to={entry.to}
      end
      onClick={onNavigate}
      className={classes.link}
    >
      {entry.name}
    </UnstyledButton>
  ));
}

function AccountActions({ onNavigate }: { onNavigate?: () => void }) {
  const signedIn = useSession((state) => state.user !== null);
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

/** Spec §2: the top navigation, with a mobile drawer that mirrors it. */
export function TopNavigation() {
  const [drawerOpened, drawer] = useDisclosure(false);
  return (
    <header className={classes.header}>
      <Container size="xl" className={classes.inner}>
        <Link to="/" className={classes.brand} aria-label="Home">
          <BrandLogo />
        </Link>
        <Group component="nav" aria-label="Main" gap={4} visibleFrom="md">
          <NavigationLinks />
        </Group>
        <Group gap="sm" visibleFrom="md">
          <AccountActions />
        </Group>
        <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="md" aria-label="Open navigation" />
      </Container>
      <Drawer opened={drawerOpened} onClose={drawer.close} title="Menu" hiddenFrom="md" position="right" size="xs">
        <Stack component="nav" aria-label="Mobile" gap={4}>
          <NavigationLinks onNavigate={drawer.close} />
          <Stack gap="sm" mt="md">
            <AccountActions onNavigate={drawer.close} />
          </Stack>
        </Stack>
      </Drawer>
    </header>
  );
}
