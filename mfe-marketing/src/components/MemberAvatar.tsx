import type { TeamMember } from '../content/team';
import { initialsOf } from '../lib/initials';
import classes from './MemberAvatar.module.css';

const SIZES = { md: 72, lg: 128 } as const;

/** A member's photo, or their initials while no photo is published. */
export function MemberAvatar({ member, size = 'md' }: { member: TeamMember; size?: keyof typeof SIZES }) {
  const pixels = SIZES[size];
  if (member.photo) {
    return (
      <img
        src={member.photo.src}
        alt={member.photo.alt}
        width={pixels}
        height={pixels}
        className={`${classes.avatar} ${classes[size]}`}
        loading="lazy"
      />
    );
  }
  return (
    <span className={`${classes.avatar} ${classes.initials} ${classes[size]}`} role="img" aria-label={`${member.name}’s initials`}>
      {initialsOf(member.name)}
    </span>
  );
}
