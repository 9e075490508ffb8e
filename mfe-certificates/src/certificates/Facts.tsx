import type { ReactNode } from 'react';
import { Text } from 'shared-ui';
import { StatusBadge } from './StatusBadge';
import classes from './Facts.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
  /** The value's class (a certificate ID in monospace, a date on one line). */
  className?: string;
}

/** A certificate's facts: a description list of label and value pairs, in as many columns as fit. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className ? `${classes.facts} ${className}` : classes.facts}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd className={fact.className}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type CheckResult = 'passed' | 'failed' | 'unknown';

const RESULTS: Record<CheckResult, readonly [string, string]> = { passed: ['Passed', 'green'], failed: ['Failed', 'red'], unknown: ['Unknown', 'gray'] };

export interface Finding {
  name: string;
  result: CheckResult;
  /** What the check found, in a sentence. */
  detail: string;
}

/** The checks of a verification, each with its name, its result as a badge and what it found. */
export function FindingList({ label, findings, className }: { label: string; findings: readonly Finding[]; className?: string }) {
  return (
    <ul className={className ? `${classes.checks} ${className}` : classes.checks} aria-label={label}>
      {findings.map((finding) => {
        const [result, color] = RESULTS[finding.result] ?? RESULTS.unknown;
        return (
          <li key={finding.name} className={classes.check}>
            <span className={classes.checkName}>{finding.name}</span>
            <StatusBadge color={color}>{result}</StatusBadge>
            <Text size="sm">{finding.detail}</Text>
          </li>
        );
      })}
    </ul>
  );
}
