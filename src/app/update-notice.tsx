import { useContext } from 'react';
import { SITE_WORKER_PATH } from '../../core/site-paths';
import type { SiteContent } from '../content/schema';
import { UPDATE_NOTICE_TEMPLATE_ID } from '../islands/offline-app';
import { useIsPreview } from '../ui/edit-slots';
import { SiteDataContext } from './site-data-context';
import './update-notice.css';

/**
 * What a visitor's page needs to become an app that plays offline (docs/decisions/041): the
 * address of the site's service worker, with `?games` when the games are served with the site
 * (the worker then keeps them too), and the notice that a new version is ready, as a template the
 * visitor's script shows when one is waiting (src/islands/offline-app.ts). Preview pages carry
 * none: the preview is never kept offline.
 */
export function UpdateNotice({ ui }: { ui: SiteContent['ui'] }) {
  const preview = useIsPreview();
  const gamesOrigin = useContext(SiteDataContext)?.gamesOrigin;
  if (preview || !ui.updateNotice) return null;
  const worker = gamesOrigin ? SITE_WORKER_PATH : `${SITE_WORKER_PATH}?games`;
  return (
    <template id={UPDATE_NOTICE_TEMPLATE_ID} data-worker={worker}>
      <div className="floating-notice update-notice" role="status">
        <p className="update-notice__message">{ui.updateNotice.message}</p>
        <button type="button" className="button button--primary">
          {ui.updateNotice.action}
        </button>
      </div>
    </template>
  );
}
