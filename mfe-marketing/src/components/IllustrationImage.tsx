import type { Illustration } from '../content/types';
import classes from './IllustrationImage.module.css';

interface IllustrationImageProps {
  image: Illustration;
  /** Above the fold: load at once instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * An image with its intrinsic width and height, so that the browser reserves its box before the
 * file arrives (no layout shift); CSS scales it to its container keeping that ratio.
 */
export function IllustrationImage({ image, priority = false, className }: IllustrationImageProps) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      className={className ? `${classes.image} ${className}` : classes.image}
    />
  );
}
