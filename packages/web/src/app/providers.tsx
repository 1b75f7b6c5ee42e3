import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorDialogProvider } from '../components';
import { cssVariablesResolver, theme } from './theme';

/** Everything a screen needs around it: theme, queries, notifications, modals, the error dialog. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <Notifications />
        <ModalsProvider>
          <ErrorDialogProvider>{children}</ErrorDialogProvider>
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
