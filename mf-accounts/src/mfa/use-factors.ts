import { useCallback, useEffect, useState } from 'react';
import { listFactors, type MfaFactor } from './mfa-api.ts';

/** The factor list with the chosen one (the first verified by default) and a reload. */
export function useFactors(enabled: boolean) {
  const [factors, setFactors] = useState<MfaFactor[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const reload = useCallback(async () => {
    const result = await listFactors();
    if ('error' in result) {
      setError(result.error);
      setFactors([]);
      return;
    }
    setError(null);
    setFactors(result.factors);
    setSelectedId((chosen) =>
      chosen && result.factors.some((f) => f.id === chosen)
        ? chosen
        : (result.factors.find((f) => f.status === 'verified') ?? result.factors[0])?.id ?? null,
    );
  }, []);

  useEffect(() => {
    if (enabled) void reload();
  }, [enabled, reload]);

  return { factors, error, selectedId, setSelectedId, reload };
}
