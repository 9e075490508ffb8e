import { forwardRef, useState, type ChangeEvent, type ComponentPropsWithoutRef } from 'react';
import { CERTIFICATE_TEXT_LIMITS, certificateMessages, Textarea } from 'shared-ui/forms';

/**
 * The reason a revoked certificate shows (creating one as revoked, or revoking one): required,
 * sent trimmed. `field` goes to a `RevocationReasonField`; typing clears its error.
 */
export function useRevocationReason() {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const text = value.trim();
  return {
    text,
    /** True when there is a reason; otherwise the field says one is required. */
    check: () => {
      if (text === '') setError(certificateMessages.revocationReasonRequired);
      return text !== '';
    },
    clear: () => setValue(''),
    field: {
      value,
      error,
      onChange: (event: ChangeEvent<HTMLTextAreaElement>) => {
        setValue(event.currentTarget.value);
        setError(null);
      },
    },
  };
}

type RevocationReasonFieldProps = Omit<ComponentPropsWithoutRef<typeof Textarea>, 'label' | 'required' | 'maxLength'>;

export const RevocationReasonField = forwardRef<HTMLTextAreaElement, RevocationReasonFieldProps>(function RevocationReasonField(props, ref) {
  return <Textarea label="Revocation reason" required maxLength={CERTIFICATE_TEXT_LIMITS.revocationReason} ref={ref} {...props} />;
});
