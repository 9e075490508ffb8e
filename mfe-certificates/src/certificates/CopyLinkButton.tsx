import { useState } from 'react';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Button } from 'shared-ui';
import { reportShare } from './insights';

/** Copies a certificate's verification link; a holder's copy counts as a share (the server decides whose it is). */
export function CopyLinkButton({ url, certificateId }: { url: string; certificateId: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      reportShare(certificateId, 'link');
      setTimeout(() => setCopied(false), 2000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button
      variant="default"
      size="sm"
      onClick={() => void copy()}
      leftSection={copied ? <IconCheck size={16} aria-hidden="true" /> : <IconCopy size={16} aria-hidden="true" />}
    >
      {copied ? 'Link copied' : 'Copy link'}
    </Button>
  );
}
