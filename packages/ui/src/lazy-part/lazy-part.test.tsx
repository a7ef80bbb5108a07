import { Component, Suspense, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyPart, usePreloadWhenIdle } from './lazy-part.tsx';

afterEach(() => vi.unstubAllGlobals());

function Editor({ text }: { text: string }) {
  return <p>editing {text}</p>;
}

class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? (
      <button
        type="button"
        onClick={() => {
          this.setState({ failed: false });
          this.props.onRetry();
        }}
      >
        Retry
      </button>
    ) : (
      this.props.children
    );
  }
}

describe('lazyPart', () => {
  it('loads its code when it first renders, once, and shows the fallback until then', async () => {
    const load = vi.fn(async () => Editor);
    const Part = lazyPart(load);
    let arrive!: () => void;
    load.mockImplementationOnce(() => new Promise((resolve) => (arrive = () => resolve(Editor))));
    await act(async () =>
      render(
        <Suspense fallback={<p>loading</p>}>
          <Part text="the title" />
        </Suspense>,
      ),
    );
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByText('editing the title')).toBeTruthy();
    await Part.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('a failed load reaches the error boundary and is forgotten: the retry loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let offline = true;
    const load = vi.fn(async () => {
      if (offline) throw new Error('chunk failed');
      return Editor;
    });
    const Part = lazyPart<{ text: string }>(load);
    function Page() {
      const [attempt, setAttempt] = useState(0);
      return (
        <Boundary onRetry={() => setAttempt((n) => n + 1)}>
          <Suspense key={attempt} fallback={<p>loading</p>}>
            <Part text="the title" />
          </Suspense>
        </Boundary>
      );
    }
    await act(async () => render(<Page />));
    const failedLoads = load.mock.calls.length;
    offline = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByText('editing the title')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });

  it('once preloaded, the part renders at once, without its fallback', async () => {
    const Part = lazyPart(async () => Editor);
    await Part.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Part text="the title" />
      </Suspense>,
    );
    expect(screen.getByText('editing the title')).toBeTruthy();
  });

  it('a failed preload is tried again when the part renders', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Editor);
    const Part = lazyPart<{ text: string }>(load);
    await Part.preload().catch(() => undefined);
    await act(async () =>
      render(
        <Suspense fallback={<p>loading</p>}>
          <Part text="the title" />
        </Suspense>,
      ),
    );
    expect(screen.getByText('editing the title')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('usePreloadWhenIdle', () => {
  it("fetches the parts' code at an idle moment only while its condition holds", async () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      idle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const load = vi.fn(async () => Editor);
    const Part = lazyPart(load);
    function Page({ owner }: { owner: boolean }) {
      usePreloadWhenIdle(owner, [Part]);
      return null;
    }
    const { rerender, unmount } = render(<Page owner={false} />);
    expect(idle).toBeUndefined();
    rerender(<Page owner />);
    expect(load).not.toHaveBeenCalled();
    await act(async () => idle?.());
    expect(load).toHaveBeenCalledOnce();
    unmount();
  });
});
