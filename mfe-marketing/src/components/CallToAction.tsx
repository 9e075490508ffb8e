import type { ReactNode } from 'react';
import { Link, Button, ClosingBand } from 'shared-ui';
import type { SiteLink } from '../content/types';

interface CallToActionProps {
  title: string;
  text?: string;
  primary: SiteLink;
  secondary?: SiteLink;
  /** Extra actions after the links (e.g. a 'Call Now' phone link). */
  extra?: ReactNode;
}

/** The closing block of a page: a heading, a sentence and one or two buttons. */
export function CallToAction({ title, text, primary, secondary, extra }: CallToActionProps) {
  return (
    <ClosingBand
      title={title}
      text={text}
      actions={
        <>
          <Button component={Link} to={primary.to} size="md" color="accent">
            {primary.label}
          </Button>
          {secondary && (
            <Button component={Link} to={secondary.to} size="md" variant="white">
              {secondary.label}
            </Button>
          )}
          {extra}
        </>
      }
    />
  );
}
