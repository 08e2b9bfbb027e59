import { useContext, useEffect, useMemo, useState } from 'react';
import { unstable_serialize, type Key, type Middleware } from 'swr';
import { unstable_serialize as listKeyOf } from 'swr/infinite';
import { BootContext, type Boot } from './boot.ts';

/**
 * The keys of each Boot whose hooks have not mounted yet: the reads the server answered for the
 * page as it hydrates, and for nothing after.
 */
const notMountedYet = new WeakMap<Boot, Set<string>>();

function pendingKeysOf(boot: Boot): Set<string> {
  let keys = notMountedYet.get(boot);
  if (!keys) {
    keys = new Set(Object.keys(boot.fallback));
    notMountedYet.set(boot, keys);
  }
  return keys;
}

/** A hook's key as SWR's cache names it; a function key is a Load More list's (useSWRInfinite). */
function cacheKeyOf(key: Key): string {
  return typeof key === 'function' ? listKeyOf(key as () => string) : unstable_serialize(key);
}

/**
 * A hook mounting with a key the server just answered takes that answer as fresh instead of
 * reading it again at once. Read again, each answer came back equal but went through SWR's state
 * twice (on its way, then answered), and each time React rendered the whole page once more,
 * synchronously, right after hydrating it (two renders of a set page's every row, bench/README.md).
 * The answer is read again as usual when the tab regains focus, and on every later visit.
 */
function servedByTheServer(keys: Set<string>): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    const cacheKey = cacheKeyOf(key);
    const [served] = useState(() => keys.has(cacheKey));
    useEffect(() => {
      if (served) keys.delete(cacheKey);
    }, [served, cacheKey]);
    return useSWRNext(key, fetcher, served ? { ...config, revalidateOnMount: false } : config);
  };
}

/**
 * The SWR settings of a page the server rendered, for as long as the user it was read for is
 * signed in: its reads as SWR's fallback (so the first render is the server's) and the middleware
 * above. Undefined for the plain app shell.
 */
export function useBootReads(
  userId: number | undefined,
): { fallback: Boot['fallback']; use: Middleware[] } | undefined {
  const boot = useContext(BootContext);
  const forUser = boot?.user && boot.user.id === userId ? boot : undefined;
  return useMemo(
    () =>
      forUser && {
        fallback: forUser.fallback,
        use: [servedByTheServer(pendingKeysOf(forUser))],
      },
    [forUser],
  );
}
