import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  name: Path<T>;
  control: Control<T>;
  /** Shown under the input while it has no error. */
  hint?: string;
};

/**
 * The one text input of every form: a MUI TextField bound to react-hook-form. The field's error (from the shared zod
 * schema, or put there from the server's `fields` by applyServerFieldErrors) replaces the hint.
 */
export function FormTextField<T extends FieldValues>({ name, control, hint, ...props }: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? hint}
    />
  );
}
