import { useId, useState } from 'react';
import { IconDeviceMobile, IconWallet } from '@tabler/icons-react';
import { Anchor, Button, Paper, Stack, Text, Title } from 'shared-ui';
import { QrCode } from '../certificates/QrCode';
import { messageOf } from '../certificates/notify';
import { requestWalletOffer, type WalletOffer } from './api';
import classes from './AddToWallet.module.css';

interface AddToWalletProps {
  certificateId: string;
  /** The certificate's title, decoded: it names the QR code for screen readers. */
  title: string;
}

type State = { kind: 'closed' } | { kind: 'loading' } | { kind: 'ready'; offer: WalletOffer } | { kind: 'failed'; message: string };

/**
 * "Add to wallet": a fresh one-time offer (ten minutes) as a QR code for a wallet on a phone and as
 * an openid-credential-offer:// link for a wallet on this device, plus the Learner Credential
 * Wallet's deep link (that wallet speaks VC-API, not OpenID4VCI). Each opening asks for a new offer.
 */
export function AddToWallet({ certificateId, title }: AddToWalletProps) {
  const [state, setState] = useState<State>({ kind: 'closed' });
  const panelId = useId();
  const open = state.kind !== 'closed';

  const toggle = async () => {
    if (open) return setState({ kind: 'closed' });
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'ready', offer: await requestWalletOffer(certificateId) });
    } catch (error) {
      setState({ kind: 'failed', message: messageOf(error) });
    }
  };

  return (
    <>
      <Button
        variant="default"
        onClick={() => void toggle()}
        loading={state.kind === 'loading'}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        leftSection={<IconWallet size={16} aria-hidden="true" />}
      >
        Add to wallet
      </Button>
      {open && state.kind !== 'loading' && (
        <div id={panelId} className={classes.container}>
          {state.kind === 'failed' && (
            <Text size="sm" c="red.8" role="alert">
              {state.message}
            </Text>
          )}
          {state.kind === 'ready' && (
            <Paper withBorder radius="md" p="md" className={classes.panel}>
            {/* The offer is a long URL (about 60 modules a side): drawn large enough for a phone's camera. */}
            <QrCode value={state.offer.offer} size={240} label={`QR code of the wallet offer for ${title}`} />
              <Stack gap="xs">
                <Title order={4} className={classes.heading}>
                  Add to a credential wallet
                </Title>
                <Text size="sm" className={classes.hint}>
                  Scan the code with your wallet app, or open the offer on this device. It works once and expires in 10 minutes.
                </Text>
                <div className={classes.links}>
                  <Anchor href={state.offer.offer} className={classes.link}>
                    <IconDeviceMobile size={16} aria-hidden="true" />
                    Open in wallet app
                  </Anchor>
                  <Anchor href={state.offer.lcw} target="_blank" rel="noopener noreferrer" className={classes.link}>
                    <IconWallet size={16} aria-hidden="true" />
                    Learner Credential Wallet
                  </Anchor>
                </div>
              </Stack>
            </Paper>
          )}
        </div>
      )}
    </>
  );
}
