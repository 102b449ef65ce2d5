import { previewBasename } from '../core/generation-id';
import { startIslands } from './islands/start-islands';
import './styles/site-styles';

const preview = previewBasename(window.location.pathname);

if (preview) {
  // Preview mode: the editor is a React app of its own chunk, which ordinary visitors never load.
  // The server-rendered page stays in view until the editor is ready to replace it.
  void import('./preview/mount-preview').then(({ startPreview }) => startPreview(document, preview));
} else {
  // A visitor's page is complete as prerendered: only its few parts that act get a script.
  startIslands(document);
}
