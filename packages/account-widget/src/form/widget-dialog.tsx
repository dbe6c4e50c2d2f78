import type { ComponentProps } from 'react';
import { Dialog, useText } from '@shopfront/ui';

/** A widget dialog: open while it is mounted (the dialog root unmounts a closed one), its × named from the catalogue. */
export function WidgetDialog(props: Omit<ComponentProps<typeof Dialog>, 'open' | 'closeLabel'>) {
  const text = useText();
  return <Dialog open closeLabel={text('dialog.close')} {...props} />;
}
