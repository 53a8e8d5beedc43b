import { useContractMessage } from '@slotwise/shared/i18n/contract-catalogue';
import { Field } from '@slotwise/shared/ui/chakra';
import type { ReactNode } from 'react';

interface AuthFieldProps {
  label: string;
  /** Shown under the control (in the active language) and marks it invalid. */
  error?: string;
  helper?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form control with its helper and error text. */
export function AuthField({ label, error, helper, required, children }: AuthFieldProps) {
  // Errors are the contract's English messages (zod or API): translated when shown.
  const contractMessage = useContractMessage();
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>{label}</Field.Label>
      {children}
      <Field.ErrorText>{error ? contractMessage(error) : null}</Field.ErrorText>
      {helper ? <Field.HelperText>{helper}</Field.HelperText> : null}
    </Field.Root>
  );
}
