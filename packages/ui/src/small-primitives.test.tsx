import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Badge } from './badge/badge.tsx';
import { Spinner } from './spinner/spinner.tsx';
import { PageHeading } from './page-heading/page-heading.tsx';
import { Card } from './card/card.tsx';
import { StepIndicator } from './step-indicator/step-indicator.tsx';
import { Avatar } from './avatar/avatar.tsx';
import { UiRoot } from './ui-root.tsx';

describe('small primitives', () => {
  it('Badge renders its text', () => {
    render(<Badge tone="count" pulse>99+</Badge>);
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it('Spinner is a status with a label', () => {
    render(<Spinner label="Loading notifications..." showLabel />);
    expect(screen.getByRole('status').textContent).toBe('Loading notifications...');
  });

  it('PageHeading is the page h1 with actions', () => {
    render(<PageHeading title="Projects" actions={<a href="/projects/create">Create New Project</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Project' })).toBeTruthy();
  });

  it('Card renders as the requested element', () => {
    render(<Card as="article" aria-label="Quote">content</Card>);
    expect(screen.getByRole('article', { name: 'Quote' }).textContent).toBe('content');
  });

  it('StepIndicator marks the current step', () => {
    render(<StepIndicator steps={['Personal Information', 'BRF Organization']} current={2} />);
    const items = screen.getAllByRole('listitem');
    expect(items[0]!.getAttribute('aria-current')).toBeNull();
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
    expect(items[1]!.textContent).toContain('BRF Organization');
    expect(screen.getByRole('navigation', { name: 'Registration progress' })).toBeTruthy();
  });

  it('Avatar shows its letter with an accessible name', () => {
    render(<Avatar letter="A" label="Anna Svensson" />);
    expect(screen.getByRole('img', { name: 'Anna Svensson' }).textContent).toBe('A');
  });

  it('UiRoot carries the token class', () => {
    const { container } = render(<UiRoot>x</UiRoot>);
    expect((container.firstChild as HTMLElement).className).not.toBe('');
  });
});
