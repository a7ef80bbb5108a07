import { useEffect, useState } from 'react';
import type { RemoteRef } from '../routes/route-table.ts';
import { afterThenIdle } from '@brf/ui';
import type { PageRegions } from './page-regions.ts';
import { RemoteRegion, RegionLoading } from './remote-region.tsx';

/**
 * A slot loaded last (ExposedRef.load 'idle', the message board): its code is fetched once the
 * page's other regions have rendered (or 3 s have passed, so a region whose code
 * never arrives cannot hide it) and the browser has an idle moment. Until then it shows the same
 * placeholder as any loading region.
 */
export function IdleRegion({
  target,
  props,
  regions,
}: {
  target: RemoteRef;
  props?: Record<string, unknown>;
  regions: PageRegions;
}) {
  const [started, setStarted] = useState(false);
  useEffect(() => afterThenIdle(regions.allSettled(), () => setStarted(true)), [regions]);
  return started ? <RemoteRegion target={target} props={props} /> : <RegionLoading remote={target.remote} />;
}
