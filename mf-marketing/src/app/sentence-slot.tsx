import { Fragment, type ReactNode } from 'react';

/**
 * Stands for an element inside a translated sentence: `t('footer.selfHost', { command: slot })`
 * keeps each language's word order, and `fillSlot` puts the element where the marker landed.
 */
export const slot = '\u2063slot\u2063';

export function fillSlot(text: string, element: ReactNode): ReactNode {
  const [before, after = ''] = text.split(slot);
  return (
    <Fragment>
      {before}
      {element}
      {after}
    </Fragment>
  );
}
