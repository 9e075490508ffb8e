import type { TablerIcon } from '@tabler/icons-react';
import { Group, Text } from 'shared-ui';
import { KeepTogether } from './KeepTogether';
import classes from './FactList.module.css';

export interface Fact {
  icon: TablerIcon;
  label: string;
  value: string;
}

/** Labelled facts such as Duration and Target Audience. */
export function FactList({ facts, inverted = false, compact = false }: { facts: Fact[]; inverted?: boolean; compact?: boolean }) {
  return (
    <dl className={`${classes.list} ${compact ? classes.compact : ''} ${inverted ? classes.inverted : ''}`}>
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className={classes.fact}>
          <Group gap={6} wrap="nowrap" component="dt" className={classes.label}>
            <Icon size={16} aria-hidden />
            <Text span size="sm" fw={600}>
              {label}
            </Text>
          </Group>
          <Text component="dd" size="sm" className={classes.value}>
            <KeepTogether text={value} />
          </Text>
        </div>
      ))}
    </dl>
  );
}
