import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { List, ThemeIcon, VisuallyHidden } from 'shared-ui';
import { passwordRequirements, type PasswordRequirements } from 'shared-ui/forms';
import classes from './PasswordChecklist.module.css';

/** docs/rules.md#entities: the five requirements, in the order the checklist shows them. */
const requirementLabels: Array<[keyof PasswordRequirements, string]> = [
  ['minLength', 'At least 8 characters'],
  ['hasUppercase', 'One uppercase letter'],
  ['hasLowercase', 'One lowercase letter'],
  ['hasNumber', 'One number'],
  ['hasSpecialChar', 'One special character (!@#$%^&*(),.?":{}|<>)'],
];

/** The live checklist beside a new password (docs/rules.md#auth, Sign Up). */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const met = passwordRequirements(password);
  return (
    // No marker gap: the icons stand in the field's own left edge, under its label.
    <List id={id} size="sm" spacing={4} center listStyleType="none" aria-label="Password requirements">
      {requirementLabels.map(([flag, label]) => (
        <List.Item
          key={flag}
          className={classes.item}
          c={met[flag] ? 'teal.8' : 'dimmed'}
          icon={
            <ThemeIcon color={met[flag] ? 'teal' : 'gray'} variant="light" size={20} radius="xl" aria-hidden>
              {met[flag] ? <IconCircleCheck size={14} /> : <IconCircleX size={14} />}
            </ThemeIcon>
          }
        >
          {label}
          <VisuallyHidden>{met[flag] ? ' (met)' : ' (not met)'}</VisuallyHidden>
        </List.Item>
      ))}
    </List>
  );
}
