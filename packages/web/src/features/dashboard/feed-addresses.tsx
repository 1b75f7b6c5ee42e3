import { Button, Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import {
  type DashboardStatus,
  FEED_FORMATS,
  FEED_NAMES,
  type FeedFormat,
  type FeedName,
} from '@stroomlijn/domain';
import { useTranslation } from '../../lib/translation';

/** One address with its copy button; the status beside it says (and announces) that it was copied. */
function FeedAddressRow({ feed, format, url }: { feed: FeedName; format: FeedFormat; url: string }) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: 4000 });
  const name = t('dashboard.feed-addresses.name', {
    feed: t(`dashboard.feed-addresses.${feed}`),
    format: t(`dashboard.feed-addresses.${format}`),
  });
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        {name}
      </Table.Th>
      <Table.Td>
        <Code style={{ wordBreak: 'break-all' }}>{url}</Code>
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="light"
          aria-label={t('dashboard.feed-addresses.copy-name', { name })}
          onClick={() => clipboard.copy(url)}
        >
          {t('dashboard.feed-addresses.copy')}
        </Button>
      </Table.Td>
      <Table.Td miw={90}>
        <Text role="status" size="sm" c={clipboard.error ? 'red.8' : 'green.9'}>
          {clipboard.error
            ? t('dashboard.feed-addresses.copy-failed')
            : clipboard.copied
              ? t('dashboard.feed-addresses.copied')
              : ''}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

/** EX-07: the addresses the reporting tool reads, each feed as CSV and JSON, for an administrator to copy. */
export function FeedAddresses({ addresses }: { addresses: DashboardStatus['feeds']['addresses'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4" id="feed-addresses-title">
          {t('dashboard.feed-addresses.title')}
        </Title>
        <Text size="sm">{t('dashboard.feed-addresses.hint')}</Text>
        <Table.ScrollContainer minWidth={600}>
          <Table aria-labelledby="feed-addresses-title" verticalSpacing={4}>
            <Table.Tbody>
              {FEED_NAMES.flatMap((feed) =>
                FEED_FORMATS.map((format) => (
                  <FeedAddressRow
                    key={`${feed}-${format}`}
                    feed={feed}
                    format={format}
                    url={addresses[feed][format]}
                  />
                )),
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    </Paper>
  );
}
