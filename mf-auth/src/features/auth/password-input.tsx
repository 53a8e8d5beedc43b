import { useMessages } from '@slotwise/shared/i18n/i18n';
import { IconButton, Input, InputGroup } from '@slotwise/shared/ui/chakra';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';
import { authCatalogue } from '../../app/auth-catalogue';

type PasswordInputProps = Omit<ComponentProps<typeof Input>, 'type'>;

/** A password input with a show/hide toggle; use inside a Field.Root for its label. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  const t = useMessages(authCatalogue);
  return (
    <InputGroup
      endElementProps={{ pe: '1' }}
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="sm"
          aria-label={visible ? t('password.hide') : t('password.show')}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? <EyeOff /> : <Eye />}
        </IconButton>
      }
    >
      <Input {...props} type={visible ? 'text' : 'password'} />
    </InputGroup>
  );
}
