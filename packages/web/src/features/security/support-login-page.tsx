import { Anchor, Button, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { fieldErrorsFromIssues, loginRequestSchema } from '@stroomlijn/domain';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormDanger, fieldErrorMap, useFormErrors } from '../../components';
import { startSession } from '../../lib/session';
import { useTranslation } from '../../lib/translation';
import { signIn } from './security-api';

/** `/support/login`: sign-in with email and password. */
export function SupportLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: signIn,
    onSuccess: (info) => {
      startSession(info);
      navigate('/logincheck');
    },
  });
  const serverErrors = useFormErrors(mutation.error);
  const fields = { ...serverErrors.fields, ...clientErrors };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginRequestSchema.safeParse({ email, password });
    if (!parsed.success) {
      mutation.reset();
      setClientErrors(fieldErrorMap(t, fieldErrorsFromIssues(parsed.error.issues)));
      return;
    }
    setClientErrors({});
    mutation.mutate(parsed.data);
  };

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('support-login.title')}
      </Title>
      <Text>{t('support-login.intro')}</Text>
      {serverErrors.general && <FormDanger>{serverErrors.general}</FormDanger>}
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            name="email"
            type="email"
            autoComplete="username"
            label={t('support-login.email')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={fields.email}
          />
          <PasswordInput
            name="password"
            autoComplete="current-password"
            label={t('support-login.password')}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={fields.password}
            aria-invalid={fields.password ? true : undefined}
            visibilityToggleButtonProps={{ 'aria-label': t('support-login.toggle-password') }}
          />
          <Button type="submit" loading={mutation.isPending} disabled={mutation.isPending}>
            {t('support-login.submit')}
          </Button>
        </Stack>
      </form>
      <Anchor component={Link} to="/login" size="sm" ta="center">
        {t('support-login.back')}
      </Anchor>
    </Stack>
  );
}
