import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorDialogProvider } from '../components';
import { theme } from './theme';

/**
 * Everything a screen needs around it: theme, queries, the error dialog. Mantine's notifications and
 * modals manager are not mounted: nothing uses them, and they cost the first page about 10 KB gzip
 * (docs/decisions.md, "A small first page"). Whoever first needs one mounts it here again.
 */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    // The theme's CSS variables and global classes are a stylesheet (theme-variables.css), not
    // computed at each start.
    <MantineProvider theme={theme} withCssVariables={false} withGlobalClasses={false}>
      <QueryClientProvider client={queryClient}>
        <ErrorDialogProvider>{children}</ErrorDialogProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
