// A module of code loaded when `when` first holds, for parts that load after the page
// (the desktop category menu, the account menu, the search suggestions). It renders what
// was there until the code has come, without suspending: a React.lazy component that
// suspends inside the shared layout after hydration left the previous page's <meta> tags
// in the head on every later client-side navigation (two robots metas; e2e/addresses).
import 'client-only';
import { useEffect, useState } from 'react';

export function useLoaded<T>(load: () => Promise<T>, when: boolean): T | null {
  const [loaded, setLoaded] = useState<T | null>(null);
  useEffect(() => {
    if (!when || loaded) return;
    let current = true;
    void load().then((module) => {
      if (current) setLoaded(() => module);
    });
    return () => {
      current = false;
    };
  }, [when, loaded, load]);
  return loaded;
}
