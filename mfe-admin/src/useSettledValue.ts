import { useEffect, useState } from 'react';

/** A search box's value, passed on once typing pauses, so that each keystroke is not a request. */
export function useSettledValue(value: string, delayMs = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
