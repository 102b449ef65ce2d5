// A site worker's first pages and first import check cost several times its later ones: modules
// are compiled and code runs unoptimised. On a busy two-core server the first publish after a start
// paid that on a core the serving thread needed, and static files and saves waited up to 300 ms
// behind it (docs/decisions/029). So a worker the server starts renders the default site once, in
// memory, and checks it as an imported file, before it takes its first task.
import { defaultContent } from '../../src/content/default-content';
import { defaultStyles } from '../../src/content/default-styles';
import { defaultTranslations } from '../../src/content/editions';
import { checkGenerationFile, type ImportedFile } from '../publish/generation-file';
import { renderSite, type SiteRendererModule } from '../site/write-site';

/** Renders every page of the default site (each language) and checks it as an import; returns the pages rendered. Writes nothing. */
export async function warmUp(ssr: SiteRendererModule, template: string): Promise<number> {
  // As an import arrives: plain data, parsed from JSON.
  const file = JSON.parse(JSON.stringify({ content: defaultContent, styles: defaultStyles, translations: defaultTranslations })) as ImportedFile;
  const checked = checkGenerationFile(file);
  if (!checked.ok) throw new Error(`the default site does not pass as an import: ${checked.errors.join('; ')}`);
  const rendered: string[] = [];
  for await (const { page } of renderSite(ssr, template, checked, checked.styles)) rendered.push(page.path);
  return rendered.length;
}
