import { useEffect, useState } from 'react';
import type { RemoteRef } from '../routes/route-table.ts';
import { waitAtMost } from '@brf/domain/wait-at-most';
import { SECONDARY_MAX_WAIT_MS, whenIdle } from '../app/when-idle.ts';
import type { PageRegions } from './page-regions.ts';
import { RemoteRegion, RegionLoading } from './remote-region.tsx';

/**
 * A slot loaded last (ExposedRef.load 'idle', the message board): its code is fetched once the
 * page's other regions have rendered (or SECONDARY_MAX_WAIT_MS has passed, so a region whose code
 * never arrives cannot hide it) and the browser has an idle moment. Until then it shows the same
 * placeholder as any loading region.
 */
export function IdleRegion({ target, props, regions }: { target: RemoteRef; props?: Record<string, unknown>; regions: PageRegions }) {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    let current = true;
    let cancel = () => undefined as void;
    void waitAtMost(regions.allSettled(), SECONDARY_MAX_WAIT_MS).then(() => {
      if (current) cancel = whenIdle(() => setStarted(true));
    });
    return () => {
      current = false;
      cancel();
    };
  }, [regions]);
  return started ? <RemoteRegion target={target} props={props} /> : <RegionLoading remote={target.remote} />;
}
