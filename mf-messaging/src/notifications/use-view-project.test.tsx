import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';

const navigate = vi.fn();
vi.mock('react-router-dom', () => ({ useNavigate: () => navigate }));

const { useViewProject } = await import('./use-view-project.ts');

describe('useViewProject (spec/accounts.md 4, notification navigation)', () => {
  afterEach(() => {
    navigate.mockReset();
    vi.restoreAllMocks();
  });

  it('navigates with the router and closes the panel first', () => {
    const close = vi.fn();
    const { result } = renderHook(() => useViewProject(close));
    result.current('p-1');
    expect(navigate).toHaveBeenCalledWith('/projects/p-1');
    expect(close).toHaveBeenCalledOnce();
  });

  it('does nothing for an empty, null or undefined id', () => {
    const { result } = renderHook(() => useViewProject());
    for (const id of ['', 'null', 'undefined', null, undefined]) result.current(id);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('falls back to a full page load of /projects/{id} when the router fails', () => {
    navigate.mockImplementation(() => {
      throw new Error('router gone');
    });
    const assign = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const { result } = renderHook(() => useViewProject());
    result.current('p-2');
    expect(assign).toHaveBeenCalledWith('/projects/p-2');
  });
});
