import { useEffect, useRef, useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { formatMoneyInput, parseMoneyInput } from '@app/shared/money';
import { ja } from '@app/shared/messages/ja';

/** What a money field holds: the amount once the text reads as one, else the text as typed ('' when empty). */
export type MoneyValue = number | string;

type MoneyInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'error'> & {
  value: MoneyValue | null | undefined;
  /** Called on every keystroke: the amount while the text reads as one (so totals move live), else the text. */
  onChange: (value: MoneyValue) => void;
  /** A minus sign is allowed (調整項目). */
  allowNegative?: boolean;
  /** The form's error for this field (replaces the hint and this input's own message). */
  errorText?: string | undefined;
  /** Shown under the input while it has no error. */
  hint?: string | undefined;
};

const textOf = (value: MoneyValue | null | undefined): string => (typeof value === 'number' ? formatMoneyInput(value) : (value ?? ''));

/**
 * The one input for an amount of yen (issue #21). Takes '100000', '100,000', full-width '１００，０００', '¥100,000',
 * spaces, and a minus where `allowNegative`; hands the number to the form while typing, shows it as '100,000' on
 * blur, and says at once (on blur) when the text is not an amount.
 */
export function MoneyInput({ value, onChange, onBlur, allowNegative = false, errorText, hint, slotProps, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => textOf(value));
  const [touched, setTouched] = useState(false);
  const given = useRef<MoneyValue | null | undefined>(value);
  // a value set from outside (reset, a template, another row) replaces the text; our own echo does not
  useEffect(() => {
    if (value !== given.current) {
      given.current = value;
      setText(textOf(value));
    }
  }, [value]);

  const parsed = parseMoneyInput(text, { allowNegative });
  const ownError = touched && text.trim() !== '' && parsed === null ? ja.validation.money : undefined;
  const message = errorText ?? ownError;
  return (
    <TextField
      {...props}
      value={text}
      onChange={(e) => {
        const next = e.target.value;
        const amount = parseMoneyInput(next, { allowNegative });
        const out: MoneyValue = amount ?? next;
        given.current = out;
        setText(next);
        setTouched(false);
        onChange(out);
      }}
      onBlur={(e) => {
        if (parsed !== null) setText(formatMoneyInput(parsed));
        setTouched(true);
        onBlur?.(e);
      }}
      error={Boolean(message)}
      helperText={message ?? hint}
      slotProps={{ ...slotProps, htmlInput: { inputMode: allowNegative ? 'text' : 'numeric', autoComplete: 'off', style: { textAlign: 'right' }, ...(slotProps?.htmlInput as object) } }}
    />
  );
}

type FormMoneyFieldProps<T extends FieldValues> = Omit<MoneyInputProps, 'value' | 'onChange' | 'errorText' | 'name'> & {
  name: Path<T>;
  control: Control<T>;
};

/** {@link MoneyInput} bound to react-hook-form, like FormTextField: the schema's or the server's error replaces the hint. */
export function FormMoneyField<T extends FieldValues>({ name, control, ...props }: FormMoneyFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <MoneyInput
      {...props}
      name={field.name}
      value={field.value as MoneyValue | null | undefined}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      errorText={fieldState.error?.message}
    />
  );
}
