import { Suspense, lazy, memo } from 'react';
import { useReportRenderedLazyModule } from '../hydration/rendered-lazy-modules.tsx';
import type { LanguageSwitcherProps } from './language-switcher.tsx';
import './language-switcher.css';

const LanguageSwitcher = lazy(() =>
  import('./language-switcher.tsx').then((module) => ({ default: module.LanguageSwitcher })),
);

/**
 * The language switcher, its code loaded only where a market has more than one language: the select's keyboard and
 * list logic stays off the pages of every one-language market. A server-rendered switcher keeps its markup until the
 * code arrives (the server preloads it with the page), then hydrates; a page rendered in the browser keeps the
 * switcher's place meanwhile, so nothing beside it moves. Memoised: the header re-renders while it hydrates, and a
 * server-rendered boundary that receives new props before its code arrived would be replaced by its fallback.
 */
export const DeferredLanguageSwitcher = memo(function DeferredLanguageSwitcher(props: LanguageSwitcherProps) {
  useReportRenderedLazyModule('language/language-switcher');
  return (
    <Suspense
      fallback={
        <div className="sf-language-switcher sf-language-switcher--pending" data-compact={props.compact === true} />
      }
    >
      <LanguageSwitcher {...props} />
    </Suspense>
  );
});
