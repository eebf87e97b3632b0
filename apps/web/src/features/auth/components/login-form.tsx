import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { errorCodes } from '@app/shared/api';
import { signInBodySchema, signInCompanyChoiceSchema, type SignInBody, type SignInCompanyChoice } from '@app/shared/auth';
import { ja } from '@app/shared/messages/ja';
import { ApiError, errorText } from '../../../lib/api-client';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { FormTextField } from '../../../components/form-text-field';
import { useSignIn } from '../api/sign-in';

/** The companies a 409 COMPANY_SELECTION_REQUIRED answer offers, or null for any other error. */
function companyChoices(error: unknown): SignInCompanyChoice[] | null {
  if (!(error instanceof ApiError) || error.code !== errorCodes.companySelectionRequired) return null;
  const parsed = signInCompanyChoiceSchema.array().safeParse(error.meta.companies);
  return parsed.success && parsed.data.length > 0 ? parsed.data : null;
}

/**
 * E-mail + password. The server's message (401 wrong credentials, 403 suspended, 429 throttled) is shown above the form.
 * When the password opens employee accounts of several companies, the form asks which one and signs in again.
 */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const signIn = useSignIn();
  const [choice, setChoice] = useState<{ credentials: SignInBody; companies: SignInCompanyChoice[] } | null>(null);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const {
    control,
    handleSubmit,
    setError,
  } = useForm<SignInBody>({
    resolver: zodResolver(signInBodySchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit((values) => {
    signIn.mutate(values, {
      onSuccess: onSignedIn,
      onError: (error) => {
        const companies = companyChoices(error);
        if (companies) {
          setChoice({ credentials: values, companies });
          setCompanyId(companies[0]!.id);
          signIn.reset();
          return;
        }
        if (error instanceof ApiError) applyServerFieldErrors(error, setError, ['email', 'password']);
      },
    });
  });

  const serverMessage =
    signIn.error instanceof ApiError && Object.keys(signIn.error.fields).length > 0 ? null : signIn.error;

  const errorAlert = serverMessage ? (
    <Alert severity="error" role="alert" data-testid="login-error">
      {errorText(serverMessage)}
    </Alert>
  ) : null;

  if (choice) {
    const submitChoice = (event: React.FormEvent) => {
      event.preventDefault();
      if (companyId === null) return;
      signIn.mutate({ ...choice.credentials, company_id: companyId }, { onSuccess: onSignedIn });
    };
    return (
      <Stack component="form" noValidate onSubmit={submitChoice} spacing={2.5}>
        {errorAlert}
        <Typography variant="body2">{ja.login.chooseCompanyLead}</Typography>
        <FormControl>
          <FormLabel id="login-company-label">{ja.login.company}</FormLabel>
          <RadioGroup
            aria-labelledby="login-company-label"
            value={companyId === null ? '' : String(companyId)}
            onChange={(event) => setCompanyId(Number(event.target.value))}
          >
            {choice.companies.map((c) => (
              <FormControlLabel key={c.id} value={String(c.id)} control={<Radio />} label={c.name} />
            ))}
          </RadioGroup>
        </FormControl>
        <Button type="submit" variant="contained" size="large" loading={signIn.isPending} fullWidth sx={{ py: 1.25 }}>
          {ja.login.submit}
        </Button>
        <Button
          variant="text"
          onClick={() => {
            setChoice(null);
            signIn.reset();
          }}
        >
          {ja.login.back}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5}>
      {errorAlert}
      <FormTextField
        control={control}
        name="email"
        label={ja.login.email}
        type="email"
        autoComplete="username"
        autoFocus
        required
        size="medium"
      />
      <FormTextField
        control={control}
        name="password"
        label={ja.login.password}
        type="password"
        autoComplete="current-password"
        required
        size="medium"
      />
      <Button type="submit" variant="contained" size="large" loading={signIn.isPending} fullWidth sx={{ py: 1.25 }}>
        {ja.login.submit}
      </Button>
    </Stack>
  );
}
