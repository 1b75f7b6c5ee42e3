import { Select, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { type DefinitionRoleField, type InputOutputKind, URL_LIMIT } from '@stroomlijn/domain';
import { useTranslation } from '../../lib/translation';
import { RoleSelect } from '../roles';
import type { DefinitionValues } from './definition-values';
import { FileUploadField } from './file-upload-field';
import { applicationOptions, roleFieldText } from './input-output-text';
import { WorkflowFormSelect } from './workflow-form-select';

type DefinitionForm = UseFormReturnType<DefinitionValues>;

interface KindFieldsProps {
  kind: InputOutputKind;
  form: DefinitionForm;
  /** Sets `data` (a stable function, for the selects that preset it). */
  setData: (data: string) => void;
  onUploadingChange: (uploading: boolean) => void;
}

/**
 * The fields of `data` per kind (spec part 1 §3, §5): a web address for links (IO-25), the workflow form
 * for form and form-result types, the file for uploads; and the application of links and uploads (IO-23).
 */
export function KindFields({ kind, form, setData, onUploadingChange }: KindFieldsProps) {
  const { t } = useTranslation();
  const application = (
    <Select
      label={t('input-output.field.application')}
      data={applicationOptions(t)}
      allowDeselect={false}
      {...form.getInputProps('application')}
    />
  );
  switch (kind) {
    case 'information':
      return null;
    case 'link':
      return (
        <>
          <TextInput
            label={t('input-output.field.link')}
            description={t('input-output.field.link-hint')}
            type="url"
            inputMode="url"
            maxLength={URL_LIMIT}
            {...form.getInputProps('data')}
          />
          {application}
        </>
      );
    case 'form':
    case 'form-result':
      return (
        <WorkflowFormSelect
          label={t(kind === 'form' ? 'input-output.field.form' : 'input-output.field.form-result')}
          withAsterisk
          value={form.values.data}
          onChange={setData}
          error={form.errors.data}
        />
      );
    case 'upload':
      return (
        <>
          <FileUploadField
            label={t('input-output.field.file')}
            withAsterisk
            value={form.values.data}
            onChange={setData}
            error={form.errors.data}
            onUploadingChange={onUploadingChange}
          />
          {application}
        </>
      );
  }
}

/** The error of a role field, also when the server names the role's id or name. */
function roleError(form: DefinitionForm, field: DefinitionRoleField) {
  return form.errors[field] ?? form.errors[`${field}.id`] ?? form.errors[`${field}.name`];
}

/**
 * The roles of a definition (spec part 1 §6); only a form has a reviewer, and it must be a role of type
 * multi (IO-24), so its select asks `GET /api/role/selector?type=multi`.
 */
export function DefinitionRoleFields({ kind, form }: { kind: InputOutputKind; form: DefinitionForm }) {
  const { t } = useTranslation();
  const fields: DefinitionRoleField[] =
    kind === 'form'
      ? ['owner', 'reviewer', 'drafter', 'actionHolder', 'reader']
      : ['owner', 'drafter', 'actionHolder', 'reader'];
  return fields.map((field) => (
    <RoleSelect
      key={field}
      label={roleFieldText(t, field)}
      description={field === 'reviewer' ? t('input-output.field.reviewer-hint') : undefined}
      roleType={field === 'reviewer' ? 'multi' : undefined}
      value={form.values[field]}
      onChange={(role) => form.setFieldValue(field, role)}
      error={roleError(form, field)}
    />
  ));
}
