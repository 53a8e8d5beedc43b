import { Field, Switch } from '@slotwise/shared/ui/chakra';
import type { ReactNode } from 'react';
import { useRemoteMessage } from '../../app/event-types-catalogue';

interface FormFieldProps {
  label: string;
  /** Shown under the control and marks it invalid. */
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** A labelled control with its helper and error text. */
export function FormField({ label, error, helper, required, disabled, children }: FormFieldProps) {
  // Errors are English messages (the form's, the contract's or the API's): translated when shown.
  const message = useRemoteMessage();
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{message(error)}</Field.ErrorText> : null}
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}

interface SwitchFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  helper?: string;
  disabled?: boolean;
}

/** A switch with its label beside it and an explanation under it. */
export function SwitchField({ label, checked, onChange, helper, disabled }: SwitchFieldProps) {
  return (
    <Field.Root disabled={disabled}>
      <Switch.Root
        checked={checked}
        onCheckedChange={(details) => onChange(details.checked)}
        colorPalette="brand"
        disabled={disabled}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{label}</Switch.Label>
      </Switch.Root>
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
