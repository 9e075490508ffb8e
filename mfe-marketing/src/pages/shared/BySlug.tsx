import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { useParams } from 'shared-ui';
import { NotFoundMessage } from '../../components/NotFoundMessage';

type NotFound = ComponentProps<typeof NotFoundMessage>;

interface BySlugProps<T> {
  /** Looks the route's `:slug` up in its section's content. */
  find: (slug: string) => T | undefined;
  /** The section's message for a slug it does not know. */
  notFound: NotFound | ((slug: string) => NotFound);
  /** The page of what was found. */
  children: (found: T) => ReactNode;
}

/**
 * A `/{section}/{slug}` page: what the slug names, or the section's "not found" message. The page is
 * drawn afresh for each slug, so that no state of one entry carries over to the next.
 */
export function BySlug<T>({ find, notFound, children }: BySlugProps<T>) {
  const { slug = '' } = useParams();
  const found = find(slug);
  if (found === undefined) return <NotFoundMessage {...(typeof notFound === 'function' ? notFound(slug) : notFound)} />;
  return <Fragment key={slug}>{children(found)}</Fragment>;
}
