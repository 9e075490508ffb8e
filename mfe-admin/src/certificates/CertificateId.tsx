import { IconCheck, IconCopy } from '@tabler/icons-react';
import { ActionIcon, CopyButton, Tooltip } from 'shared-ui/admin-inputs';
import classes from '../Admin.module.css';

/** A certificate ID in monospace, kept whole, with a button that copies it. */
export function CertificateId({ id }: { id: string }) {
  return (
    <span className={classes.idLine}>
      <span className={classes.certificateId}>{id}</span>
      <CopyButton value={id}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy ID'} withArrow>
            <ActionIcon variant="subtle" color={copied ? 'green' : 'gray'} size="sm" onClick={copy} aria-label={copied ? 'Copied' : 'Copy certificate ID'}>
              {copied ? <IconCheck size={14} aria-hidden="true" /> : <IconCopy size={14} aria-hidden="true" />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </span>
  );
}
