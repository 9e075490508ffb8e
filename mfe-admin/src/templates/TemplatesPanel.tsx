import { Suspense, useCallback, useEffect, useState } from 'react';
import { Badge, Button, Center, Group, Loader, Stack, Text, lazyPage, notifications } from 'shared-ui';
import { decodeStoredText } from '../model';
import { errorMessage } from '../api';
import { listTemplates, type TemplateRecord } from './api';
import classes from './Templates.module.css';

// The editor (its preview and inputs) loads when an admin opens it, not with the admin page.
const TemplateEditor = lazyPage('admin/template-editor', () =>
  import(/* webpackChunkName: "admin/template-editor" */ './TemplateEditor').then((module) => ({ default: module.TemplateEditor })),
);

/** The Templates tab: every template's current version, and the editor. */
export function TemplatesPanel() {
  const [templates, setTemplates] = useState<TemplateRecord[] | null>(null);
  const [editing, setEditing] = useState<TemplateRecord | 'new' | null>(null);

  const load = useCallback(() => {
    listTemplates().then(setTemplates, (error: unknown) => {
      setTemplates([]);
      notifications.show({ color: 'red', title: 'Error loading templates', message: errorMessage(error) });
    });
  }, []);
  useEffect(load, [load]);

  if (editing) {
    return (
      <Suspense
        fallback={
          <Center py="lg">
            <Loader role="status" aria-label="Loading the template editor" />
          </Center>
        }
      >
        <TemplateEditor
          editing={editing === 'new' ? undefined : editing}
          onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            load();
          }}
        />
      </Suspense>
    );
  }

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text className={classes.muted} size="sm">
          Issue a certificate from a template in Create Certificate, or name it in a bulk file&apos;s <code>template</code> column.
        </Text>
        <Button onClick={() => setEditing('new')}>New template</Button>
      </Group>
      {templates === null && <Loader role="status" aria-label="Loading templates" />}
      {templates?.length === 0 && <Text>No templates yet: certificates use the built-in design.</Text>}
      {templates && templates.length > 0 && (
        <ul className={classes.list} aria-label="Templates">
          {templates.map((template) => (
            <li key={template.id} className={classes.item}>
              <div>
                <Text fw={600}>{decodeStoredText(template.name)}</Text>
                <Text size="sm" className={classes.muted}>
                  {decodeStoredText(template.title)} · {template.paper} {template.orientation}
                </Text>
              </div>
              <Group gap="xs">
                <Badge variant="light">Version {template.version}</Badge>
                <Button variant="default" size="xs" onClick={() => setEditing(template)} aria-label={`Edit ${decodeStoredText(template.name)}`}>
                  Edit
                </Button>
              </Group>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
