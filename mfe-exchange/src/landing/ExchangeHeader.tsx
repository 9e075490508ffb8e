import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { Button, Link, company } from 'shared-ui';
import { GENERAL_MESSAGE, emailLink, whatsappLink } from '../content/exchange';
import classes from './ExchangeHeader.module.css';

const anchors = [
  { label: 'About', hash: 'about' },
  { label: 'How It Works', hash: 'how-it-works' },
  { label: 'Contact', hash: 'contact' },
];

/**
 * The exchange's own header (docs/rules.md#exchange): a Back link on currency pages, the About, How It Works and
 * Contact anchors of the landing page (they scroll there, from any exchange page), and the
 * messaging-app and e-mail buttons. One row at every width: on a phone the links scroll sideways
 * and the buttons keep only their icons.
 */
export function ExchangeHeader({ back = false }: { back?: boolean }) {
  return (
    <div className={classes.header}>
      <div className={classes.inner}>
        {back ? (
          <Link to="/gx-exchange" className={`${classes.pill} ${classes.back}`}>
            ← Back
          </Link>
        ) : (
          <span className={classes.brand}>GX Exchange</span>
        )}
        <nav aria-label="GX Exchange sections" className={classes.scroller}>
          <ul className={classes.pills}>
            {anchors.map(({ label, hash }) => (
              <li key={hash}>
                <Link to={`/gx-exchange#${hash}`} className={classes.pill}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={classes.actions}>
          <Button
            component="a"
            href={whatsappLink(GENERAL_MESSAGE)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-label="WhatsApp"
            leftSection={<IconBrandWhatsapp size={16} aria-hidden />}
            classNames={{ section: classes.icon }}
          >
            <span className={classes.label}>WhatsApp</span>
          </Button>
          <Button
            component="a"
            href={emailLink('USDT OTC enquiry')}
            variant="default"
            size="sm"
            aria-label={`E-mail ${company.email}`}
            leftSection={<IconMail size={16} aria-hidden />}
            classNames={{ section: classes.icon }}
          >
            <span className={classes.label}>E-mail</span>
          </Button>
        </div>
      </div>
    </div>
  );
}
