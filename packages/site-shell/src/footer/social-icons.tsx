import type { FooterNavigation } from '@shopfront/api';
import { OutlineIcon } from '../icon/outline-icon.tsx';

type SocialNetwork = FooterNavigation['social'][number]['type'];

/** Simple outline marks of the networks; the links around them carry the accessible names. */
const marks: Readonly<Record<SocialNetwork, React.ReactNode>> = {
  facebook: (
    <path
      d="M14 8h2.5V4.5H14c-2.5 0-4 1.7-4 4.2V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9c0-.6.4-1 1-1z"
      fill="currentColor"
      stroke="none"
    />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1.2" fill="currentColor" stroke="none" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10 9v6l5-3z" fill="currentColor" stroke="none" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="2.5" />
      <path d="M8 10.5V16.5M8 7.5v.01M11.5 16.5v-6m0 2.5c0-1.5 1-2.5 2.3-2.5s2.2.9 2.2 2.5v3.5" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M11 20.5l1.6-7.2M10.2 13.5c-1.3-2.8.5-5.5 2.9-5.5 2.2 0 3.4 1.5 3.1 3.6-.3 2.2-1.6 3.6-3 3.4-1-.1-1.4-.9-1.2-1.8" />
    </>
  ),
};

export function SocialIcon({ network }: { readonly network: SocialNetwork }) {
  return <OutlineIcon className="sf-footer__social-icon">{marks[network]}</OutlineIcon>;
}
