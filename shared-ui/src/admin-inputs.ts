/**
 * shared-ui/admin-inputs: a singleton of shared-ui for the admin area's richer inputs.
 *
 * A select list, a file picker, a date field with a calendar and a copy button bring Mantine's
 * Combobox and Popover (with Floating UI), @mantine/dates and dayjs. Only /admin uses them, so
 * they travel on a key of their own that loads with the admin remote, never with the public
 * pages or the auth forms. It is a singleton like the others (not bundled into the remote) because
 * these components read the one MantineProvider's theme through Mantine's context.
 */
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/dates/styles.layer.css';

export { ActionIcon, CopyButton, FileInput, Select, Tooltip } from '@mantine/core';
export { DateInput } from '@mantine/dates';
