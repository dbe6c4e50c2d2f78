import { Fragment, type ReactElement, type ReactNode, cloneElement } from 'react';
import { useText } from './use-text.tsx';

export interface RichTextProps {
  readonly id: string;
  readonly values?: Readonly<Record<string, unknown>>;
  /** The elements the message's `<0>…</0>`, `<1>…</1>` wrap their words in (a link to a policy, a mailto link). */
  readonly components: Readonly<Record<number, ReactElement<{ children?: ReactNode }>>>;
}

const tagPattern = /<(\d+)>([\s\S]*?)<\/\1>/g;

/** A message with elements inside, as `I accept the <0>terms of use</0>.`: the translator places the link's words. */
export function RichText({ id, values, components }: RichTextProps) {
  const message = useText()(id, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of message.matchAll(tagPattern)) {
    parts.push(message.slice(last, match.index));
    const element = components[Number(match[1])];
    const words = match[2] ?? '';
    parts.push(element ? cloneElement(element, { key: match.index }, words) : words);
    last = match.index + match[0].length;
  }
  parts.push(message.slice(last));
  return <Fragment>{parts}</Fragment>;
}
