// A colour field: hex text plus the browser's colour picker, empty allowed (the server wants #rgb..#rrggbbaa).
import { InputAdornment } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { regex, TextInput, type TextInputProps } from 'react-admin';

const HEX = /^#[0-9a-fA-F]{3,8}$/;

const Swatch = ({ source }: { source: string }) => {
  // Reads and writes the text input's value; a second controller on the field would drop its validation.
  const current: unknown = useWatch({ name: source });
  const { setValue } = useFormContext();
  const value = typeof current === 'string' && /^#[0-9a-fA-F]{6}$/.test(current) ? current : '#000000';
  return (
    <InputAdornment position="start">
      <input
        type="color"
        value={value}
        onChange={(event) => setValue(source, event.target.value, { shouldDirty: true, shouldValidate: true })}
        style={{ width: 28, height: 28, border: 'none', padding: 0, background: 'none', cursor: 'pointer' }}
        aria-hidden
        tabIndex={-1}
      />
    </InputAdornment>
  );
};

export const ColorInput = ({ source, validate, ...rest }: TextInputProps) => (
  <TextInput
    source={source}
    validate={[...(Array.isArray(validate) ? validate : validate ? [validate] : []), regex(HEX, 'app.validation.color')]}
    slotProps={{ input: { startAdornment: <Swatch source={source} /> } }}
    {...rest}
  />
);
