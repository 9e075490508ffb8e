import { createContext, useContext } from 'react';
import type { PreviewInfo } from '../server/contract';
import classes from './Layout.module.css';

/** The release this visitor previews (the boot data's `preview`), or null: the channel's site. */
export const PreviewContext = createContext<PreviewInfo | null>(null);

/**
 * Says on every page that this browser sees a candidate release, not the site everybody else
 * sees. A plain link leaves: the render server answers /_preview/leave (it clears the cookie), so
 * the router must not take it.
 */
export function PreviewBanner() {
  const preview = useContext(PreviewContext);
  if (!preview) return null;
  return (
    <aside className={classes.previewBanner} aria-label="Release preview">
      {`Preview: ${preview.remote} ${preview.release} · `}
      <a href="/_preview/leave" className={classes.previewLeave}>
        Leave preview
      </a>
    </aside>
  );
}
