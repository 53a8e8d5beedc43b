import { Field } from '@slotwise/shared/ui/chakra';
import type { ReactNode } from 'react';

interface AuthFieldProps {
  label: string;
  /** Shown under the control and marks it invalid. */
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form control with its helper and error text. */
export function AuthField({ label, error, helper, required, children }: AuthFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      {children}
      <Field.ErrorText>{error}</Field.ErrorText>
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
