import { useState } from 'react';
import { Group, Text } from '@mantine/core';
import { company } from './company';
import classes from './BrandLogo.module.css';

interface BrandLogoProps {
  /** A logo image; when absent or broken the two initials stand in (docs/rules.md#overview). */
  src?: string;
  inverted?: boolean;
}

export function BrandLogo({ src, inverted = false }: BrandLogoProps) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Group gap="xs" wrap="nowrap">
      {src && !imageFailed ? (
        <img src={src} alt="" width={36} height={36} className={classes.mark} onError={() => setImageFailed(true)} />
      ) : (
        <span className={classes.initials} aria-hidden>
          {company.initials}
        </span>
      )}
      <Text fw={800} fz="lg" c={inverted ? 'white' : 'brand.8'}>
        {company.name}
      </Text>
    </Group>
  );
}
