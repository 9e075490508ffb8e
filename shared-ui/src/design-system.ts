/**
 * The design system every app uses: the Mantine parts we have chosen, the theme and the provider.
 *
 * Apps import UI from 'shared-ui', never from '@mantine/*' (a lint rule enforces it). Mantine is
 * not shared on its own: a shared module cannot be tree-shaken, so sharing it whole doubled the
 * page weight (docs/architecture.md#shared-singletons). Adding a component here is a deliberate, reviewed change: import
 * its stylesheet to styles/base.css too. Every export of shared-ui reaches every visitor (the shell keeps them
 * all for the remotes), so only names an app uses belong here.
 */
// Mantine's stylesheets, in cascade layers whose order the page declares before any stylesheet (shell/index.html).
import './styles/base.css';

export {
  Accordion,
  Anchor,
  Badge,
  Box,
  Burger,
  Button,
  Card,
  Center,
  Container,
  Group,
  List,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
export type { ButtonProps, MantineColor, MantineSize, TextProps, TitleProps } from '@mantine/core';
export { useDebouncedValue, useDisclosure } from '@mantine/hooks';
// The toast API is small; the container that draws toasts is in 'shared-ui/overlays'.
export { notifications } from '@mantine/notifications';
