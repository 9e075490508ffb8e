import { Anchor, Button, Group, Link, Text, company } from 'shared-ui';
import { GENERAL_MESSAGE, WHATSAPP_GREEN, emailLink, whatsappLink } from '../content/exchange';
import classes from './ExchangeHeader.module.css';

const anchors = [
  { label: 'About', hash: 'about' },
  { label: 'How It Works', hash: 'how-it-works' },
  { label: 'Contact', hash: 'contact' },
];

/**
 * The exchange's own header (spec §2): a Back link on currency pages, the About, How It Works and
 * Contact anchors of the landing page (they scroll there, from any exchange page), and the
 * messaging-app and e-mail buttons.
 */
export function ExchangeHeader({ back = false }: { back?: boolean }) {
  return (
    <div className={classes.header}>
      <Group justify="space-between" wrap="wrap" gap="sm" className={classes.inner}>
        <Group gap="lg" wrap="wrap">
          {back ? (
            <Anchor component={Link} to="/gx-exchange" fw={600}>
              ← Back
            </Anchor>
          ) : (
            <Text fw={800} component="span">
              GX Exchange
            </Text>
          )}
          <nav aria-label="GX Exchange sections">
            <Group gap="md" component="ul" className={classes.anchors}>
              {anchors.map(({ label, hash }) => (
                <li key={hash}>
                  <Anchor component={Link} to={`/gx-exchange#${hash}`} c="dark.6">
                    {label}
                  </Anchor>
                </li>
              ))}
            </Group>
          </nav>
        </Group>
        <Group gap="xs">
          <Button component="a" href={whatsappLink(GENERAL_MESSAGE)} target="_blank" rel="noopener noreferrer" color={WHATSAPP_GREEN} size="sm">
            WhatsApp
          </Button>
          <Button component="a" href={emailLink('USDT OTC enquiry')} variant="default" size="sm" aria-label={`E-mail ${company.email}`}>
            E-mail
          </Button>
        </Group>
      </Group>
    </div>
  );
}
