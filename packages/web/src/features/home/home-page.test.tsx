import type { PublicConfig } from '@stroomlijn/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { configQueryOptions } from '../../lib/config';
import { createTestQueryClient, renderWithProviders } from '../../test/render';
import { HomePage } from './home-page';

function renderHome(dashboard: PublicConfig['dashboard']) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(configQueryOptions.queryKey, {
    sessionIdleSeconds: 3000,
    oidcEnabled: false,
    dashboard,
  });
  return renderWithProviders(<HomePage />, queryClient);
}

describe('HomePage', () => {
  it('SH-02: shows a heading', () => {
    renderHome(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Stroomlijn' })).toBeTruthy();
  });

  it("EX-01, EX-04: a test host links to 'view business model and workflows' in a new tab", () => {
    renderHome({ kind: 'test', url: 'https://dashboard.example/test' });
    const link = screen.getByRole('link', { name: 'view business model and workflows' });
    expect(link.getAttribute('href')).toBe('https://dashboard.example/test');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("EX-02: a customer host links to 'view dashboard and forms'", () => {
    renderHome({ kind: 'customer', url: 'https://dashboard.example/acme' });
    expect(screen.getByRole('link', { name: 'view dashboard and forms' }).getAttribute('target')).toBe(
      '_blank',
    );
  });

  it('EX-03: other hosts show no link', () => {
    renderHome(null);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
