import { RequireRole, RouteDialog } from '../../components';
import { useTranslation } from '../../lib/translation';
import { ExportDownloads } from './export-downloads';

/**
 * A user's data for an administrator (a route dialog over the user list): the zip and the JSON file;
 * 'not allowed' for anyone else who opens its address.
 */
export function UserExportDialog({
  userId,
  name,
  fallback,
}: {
  userId: string;
  name: string;
  fallback: string;
}) {
  const { t } = useTranslation();
  return (
    <RouteDialog title={t('person-export.user-title', { name })} fallback={fallback}>
      <RequireRole systemRole="ROLE_ADMIN">
        <ExportDownloads target={{ userId }} name={name} />
      </RequireRole>
    </RouteDialog>
  );
}
