import { useState, type DragEvent } from 'react';
import { IconDownload, IconFileTypeCsv } from '@tabler/icons-react';
import { Anchor, Stack, Text } from 'shared-ui';
import { FileInput } from 'shared-ui/admin-inputs';
import { BULK_TEMPLATE_CSV } from './rows';
import adminClasses from '../Admin.module.css';
import classes from './CsvDropZone.module.css';

// A link rather than a script: the template downloads as a file even before the page is interactive.
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(BULK_TEMPLATE_CSV)}`;

interface CsvDropZoneProps {
  file: File | null;
  disabled: boolean;
  onFile: (file: File | null) => void;
}

/** Where the bulk issue's CSV file is dropped or chosen, with a template to start from. */
export function CsvDropZone({ file, disabled, onFile }: CsvDropZoneProps) {
  const [dragging, setDragging] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    // Without preventDefault the browser opens the dropped file instead of handing it over.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (!disabled && dropped) onFile(dropped);
  };

  return (
    <div
      className={classes.zone}
      role="group"
      aria-label="Drop zone"
      data-dragging={dragging || undefined}
      data-disabled={disabled || undefined}
      onDragOver={onDragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <Stack gap="xs" align="center">
        <IconFileTypeCsv size={36} stroke={1.5} aria-hidden="true" className={classes.icon} />
        <Text fw={600}>Drop a CSV file here, or choose one</Text>
        <FileInput
          label="CSV file"
          placeholder="Choose a CSV file"
          accept=".csv,text/csv"
          value={file}
          onChange={onFile}
          disabled={disabled}
          className={classes.input}
          classNames={{ placeholder: adminClasses.pickerPlaceholder }}
        />
        <Anchor href={TEMPLATE_HREF} download="certificates-template.csv" size="sm" className={classes.template}>
          <IconDownload size={16} aria-hidden="true" />
          Download a CSV template
        </Anchor>
      </Stack>
    </div>
  );
}
