import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { useIsPreview } from './edit-slots';

type CtaLinkProps = { to: string; className?: string; children: ReactNode };

/**
 * A call-to-action link. Site paths use the router (so they work under the preview prefix);
 * in-page anchors, mail, phone and web addresses are plain links. In preview mode a click does not navigate,
 * so the editor can click into the button's text to change it.
 */
export function CtaLink({ to, className, children }: CtaLinkProps) {
  const preview = useIsPreview();
  const stay = preview ? (event: MouseEvent) => event.preventDefault() : undefined;
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} className={className} onClick={stay}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} className={className} onClick={stay}>
      {children}
    </a>
  );
}
