import { useCallback, useState } from 'react';
import classes from './CoinIcon.module.css';

interface CoinIconProps {
  src: string;
  symbol: string;
  name: string;
  size: number;
}

/**
 * A coin's image, or its symbol in a circle of the same size when the image cannot load
 * (the provider's image hosts are unreachable offline): the space is fixed, so nothing shifts.
 */
export function CoinIcon({ src, symbol, name, size }: CoinIconProps) {
  const [failed, setFailed] = useState(!src);
  // A server-rendered <img> may fail before hydration attaches onError: seen when the element
  // mounts, a finished load with no picture is a failure too.
  const checkLoaded = useCallback((image: HTMLImageElement | null) => {
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);
  const style = { '--coin-size': `${size}px` } as React.CSSProperties;
  if (failed) {
    // The whole symbol (USDT, not USD), its letters smaller the more there are; five at most.
    const letters = symbol.slice(0, 5).toUpperCase();
    return (
      <span className={classes.fallback} style={{ ...style, '--coin-letters': Math.max(3, letters.length) } as React.CSSProperties} role="img" aria-label={`${name} logo`}>
        {letters}
      </span>
    );
  }
  return (
    <img
      ref={checkLoaded}
      className={classes.image}
      // The size the stylesheet gives both forms: without it the picture took its natural size
      // until it loaded (or, offline, until the symbol replaced it), and the page shifted.
      style={style}
      src={src}
      alt={`${name} logo`}
      width={size}
      height={size}
      onError={() => setFailed(true)}
    />
  );
}
