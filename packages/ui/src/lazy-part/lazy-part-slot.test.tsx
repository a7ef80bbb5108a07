import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyPart } from './lazy-part.tsx';
import { LazyPartSlot } from './lazy-part-slot.tsx';

const FAILED = 'This part of the page could not be loaded. Check your connection and try again.';

function Editor({ text }: { text: string }) {
  return <p>editing {text}</p>;
}

class PageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>the page failed</p> : this.props.children;
  }
}

function Page({
  part,
  onClose = () => undefined,
}: {
  part: ReturnType<typeof lazyPart<{ text: string }>>;
  onClose?: () => void;
}) {
  const Part = part;
  return (
    <PageBoundary>
      <h1>Project</h1>
      <LazyPartSlot fallback={<p>loading</p>} onClose={onClose}>
        <Part text="the description" />
      </LazyPartSlot>
    </PageBoundary>
  );
}

describe('LazyPartSlot', () => {
  it('a part whose code cannot be fetched says so in its place, and Try again loads it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let offline = true;
    const load = vi.fn(async () => {
      if (offline) throw new Error('ChunkLoadError');
      return Editor;
    });
    await act(async () => render(<Page part={lazyPart(load)} />));
    expect(screen.getByRole('alert').textContent).toContain(FAILED);
    // the rest of the page stays
    expect(screen.getByRole('heading', { name: 'Project' })).toBeTruthy();
    offline = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByText('editing the description')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('Close gives up on the part', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onClose = vi.fn();
    await act(async () =>
      render(<Page part={lazyPart(() => Promise.reject(new Error('offline')))} onClose={onClose} />),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("a part that loads and then fails to render is the page's error, not a load failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): ReactNode {
      throw new Error('a bug');
    }
    await act(async () => render(<Page part={lazyPart(async () => Broken)} />));
    expect(screen.getByText('the page failed')).toBeTruthy();
    expect(screen.queryByText(FAILED)).toBeNull();
  });
});
