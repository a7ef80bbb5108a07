import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { PageHeading } from './page-heading.tsx';

describe('PageHeading', () => {
  it('PageHeading is the page h1 with actions', () => {
    render(<PageHeading title="Projects" actions={<a href="/projects/create">Create New Project</a>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Projects' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Project' })).toBeTruthy();
  });
});
