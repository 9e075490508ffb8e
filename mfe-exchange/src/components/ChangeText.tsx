import { Text, type TextProps } from 'shared-ui';
import { changeColor, changeDirection, formatPercent } from '../market/format';

/** A percentage change: green up, red down (docs/rules.md#currency), with an arrow so colour is not the only cue. */
export function ChangeText({ value, ...props }: { value: number | null | undefined } & TextProps) {
  const direction = changeDirection(value);
  const arrow = direction === 'up' ? '▲ ' : direction === 'down' ? '▼ ' : '';
  return (
    <Text component="span" c={changeColor[direction]} fw={600} data-direction={direction} {...props}>
      {arrow}
      {formatPercent(value)}
    </Text>
  );
}
