// Apart from the site configuration's schema: the footer checks its partner form with it on every page, and only a
// fetch of the configuration (lazy) needs the rest.
import { type FromSchema, type JsonSchema, safeCheck } from '../json-schema-check.ts';

const text = { type: 'string' } as const;

/** docs/site-shell.md §3 "Form definition": a footer form posted to `href` with one field named `name`. */
export const footerFormSchema = {
  type: 'object',
  properties: {
    formLabel: text,
    href: text,
    id: text,
    label: text,
    type: { enum: ['text', 'email', 'search'] },
    name: text,
    placeholder: text,
  },
  required: ['formLabel', 'href', 'id', 'label', 'type', 'name', 'placeholder'],
} as const satisfies JsonSchema;

export type FooterForm = FromSchema<typeof footerFormSchema>;

/**
 * The `{product}Partner` form definition of a footer (the site configuration's `FooterNavigation`), if it has a valid
 * one (docs/site-shell.md §3 footer data).
 */
export function partnerFormOf(footer: Readonly<Record<string, unknown>>): FooterForm | undefined {
  for (const [key, value] of Object.entries(footer)) {
    if (!/^[a-z][A-Za-z]*Partner$/.test(key)) continue;
    const parsed = safeCheck(footerFormSchema, value);
    if (parsed.success) return parsed.data;
  }
  return undefined;
}
