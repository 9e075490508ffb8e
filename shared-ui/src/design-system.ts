/**
 * The design system every app uses: the Mantine parts we have chosen, the theme and the provider.
 *
 * Apps import UI from 'shared-ui', never from '@mantine/*' (a lint rule enforces it). Mantine is
 * not shared on its own: a shared module cannot be tree-shaken, so sharing it whole doubled the
 * page weight (ARCHITECTURE.md). Adding a component here is a deliberate, reviewed change: import
 * its stylesheet below too. Every export of shared-ui reaches every visitor (the shell keeps them
 * all for the remotes), so only names an app uses belong here.
 */
// The `.layer.css` files put Mantine in `@layer mantine`, so the apps' own (unlayered) CSS modules
// win whatever order lazy chunks load in. Inside the layer order still matters: base styles, then
// the parts others build on (UnstyledButton under Button, Input under TextInput), then the rest.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Loader.layer.css';
// Text before Anchor (an Anchor is a Text): otherwise Text's `text-decoration: none` hides every
// Anchor underline.
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Accordion.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';

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
export { useDisclosure } from '@mantine/hooks';
// The toast API is small; the container that draws toasts is in 'shared-ui/overlays'.
export { notifications } from '@mantine/notifications';
