import { useState } from 'react';
import { IconFileCertificate } from '@tabler/icons-react';
import { Button } from 'shared-ui';
import { messageOf, showToast } from '../certificates/notify';
import { reportShare } from '../certificates/insights';
import { credentialFileName, fetchCredential, saveCredential } from './api';

interface DownloadCredentialButtonProps {
  certificateId: string;
  /** The certificate's title, decoded: it names the saved file. */
  title: string;
}

/**
 * "Download credential (.json)": the certificate as a signed Open Badges 3.0 credential, which
 * anyone can check without this site (our /verify page, a wallet, 1EdTech's validator).
 */
export function DownloadCredentialButton({ certificateId, title }: DownloadCredentialButtonProps) {
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveCredential(await fetchCredential(certificateId), credentialFileName(title, certificateId));
      reportShare(certificateId, 'download');
    } catch (error) {
      showToast({ color: 'red', title: 'Download failed', message: messageOf(error) });
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button variant="default" onClick={() => void download()} loading={downloading} leftSection={<IconFileCertificate size={16} aria-hidden="true" />}>
      Download credential (.json)
    </Button>
  );
}
