export type TextPart =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'link'; readonly href: string };

const urlPattern = /https?:\/\/[^\s<>"]+/g;

/** Splits plain text into text and http(s) links, so a view can render the links as elements. */
export function linkifiedText(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let position = 0;
  for (const match of text.matchAll(urlPattern)) {
    if (match.index > position) parts.push({ kind: 'text', text: text.slice(position, match.index) });
    parts.push({ kind: 'link', href: match[0] });
    position = match.index + match[0].length;
  }
  if (position < text.length) parts.push({ kind: 'text', text: text.slice(position) });
  return parts;
}
