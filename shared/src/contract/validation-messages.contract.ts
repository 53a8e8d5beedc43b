// The generic validation texts of docs/product.md#validation-messages, shared by the API and the forms so
// that a message reads the same wherever it is produced.
export const validationMessages = {
  required: 'Value is required',
  minLength: (min: number) => `This field should be at least ${min} characters long`,
  maxLength: (max: number) => `The maximum length allowed is ${max}`,
  email: 'Please enter a valid email address',
  validationFallback: 'Validation failed. Please check your input.',
} as const;

/** Text may not hold U+0000 (the database cannot store it). */
export const nulCharacterMessage = 'This field contains an invalid character';
