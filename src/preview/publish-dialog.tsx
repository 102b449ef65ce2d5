import { useState, type ChangeEvent } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../core/locale';
import { formatRatio } from '../content/contrast';
import { siteStringsOf } from '../content/strings-by-language';
import { componentLabel, words } from './fields';
import { ModalDialog } from './modal-dialog';
import type { PublishReply } from '../../core/publish-requests';
/** `lang`: the language of a message in the edition's words rather than the editor's English. */
type Outcome = { state: 'idle' } | { state: 'working' } | { state: 'done'; message: string; link?: string } | { state: 'failed'; message: string; lang?: Locale };

const when = new Intl.DateTimeFormat('en-CA', { timeStyle: 'short' });

async function postJson(url: string, body: unknown): Promise<{ ok: boolean; body: Record<string, unknown> }> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  return { ok: response.ok, body: answer };
}

const errorOf = (body: Record<string, unknown>, fallback: string) => (typeof body.error === 'string' ? body.error : fallback);

/**
 * Publish the generation as the public site, download it as JSON, or open a JSON file as a new
 * generation. The server validates everything first: a bad value is named by its path, and
 * nothing is published or imported.
 */
type Props = {
  generationId: string;
  onClose: () => void;
  /** The signed-in account may export and import (an editor may only publish). */
  operator?: boolean;
  /**
   * Waits for the editor's saves under way (a text just typed, then Publish clicked) and tells
   * whether every change is stored; false when some are kept to retry (offline, signed out).
   */
  saved: () => Promise<boolean>;
  /** The edition being edited: the language of the words that say why nothing was published. */
  locale?: Locale;
  /** The generation's colour pairs under WCAG AA now: listed before publishing, which they do not block. */
  lowContrast?: LowContrast[];
};

/** A text colour of a component read on a colour under WCAG AA's 4.5:1. */
export type LowContrast = { component: string; text: string; on: string; ratio: number };

export function PublishDialog({ generationId, onClose, operator = true, saved, locale = DEFAULT_LOCALE, lowContrast = [] }: Props) {
  const [publish, setPublish] = useState<Outcome>({ state: 'idle' });
  const [imported, setImported] = useState<Outcome>({ state: 'idle' });

  const onPublish = async () => {
    setPublish({ state: 'working' });
    // The site is built from what the server has: a change still on its way would be left out.
    if (!(await saved())) return setPublish({ state: 'failed', message: siteStringsOf(locale).publishUnsaved, lang: locale });
    try {
      const { ok, body } = await postJson(`/api/preview/${generationId}/publish`, {});
      if (!ok) return setPublish({ state: 'failed', message: `Nothing was published. ${errorOf(body, 'The server refused the publish.')}` });
      const done = body as PublishReply;
      setPublish({
        state: 'done',
        message: `Published ${done.pages} pages (change ${done.revision}) at ${when.format(new Date(done.publishedAt))} as ${done.name} in the publish folder.`,
      });
    } catch {
      setPublish({ state: 'failed', message: 'Nothing was published: the server could not be reached.' });
    }
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setImported({ state: 'working' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(await file.text());
    } catch {
      return setImported({ state: 'failed', message: `${file.name} is not a JSON file. Nothing was imported.` });
    }
    try {
      const { ok, body } = await postJson('/api/generations', parsed);
      if (!ok) return setImported({ state: 'failed', message: `Nothing was imported. ${errorOf(body, 'The server refused the file.')}` });
      const link = new URL(String(body.previewUrl), window.location.href).pathname;
      setImported({ state: 'done', message: `${file.name} is now a new generation.`, link });
    } catch {
      setImported({ state: 'failed', message: 'Nothing was imported: the server could not be reached.' });
    }
  };

  return (
    <ModalDialog title="Publish and export" onClose={onClose} className="publish-dialog">
      <section className="publish-dialog__part" aria-labelledby="publish-site">
        <h3 id="publish-site">Publish the site</h3>
        <p>Builds the public site from this generation&apos;s current text and colours, every page prerendered as the live site is.</p>
        {lowContrast.length ? (
          <div role="note" className="palette__contrast palette__contrast--warning">
            <p className="palette__contrast-title">
              <span aria-hidden="true">⚠ </span>
              <span lang={locale}>{siteStringsOf(locale).publishLowContrast}</span>
            </p>
            <ul>
              {lowContrast.map(({ component, text, on, ratio }) => (
                <li key={`${component}-${text}-${on}`}>
                  {componentLabel(component)}: {words(text)} on {words(on)}, <strong>{formatRatio(ratio)}</strong>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <button type="button" className="editor-button editor-button--primary" disabled={publish.state === 'working'} onClick={() => void onPublish()}>
          {publish.state === 'working' ? 'Publishing...' : 'Publish now'}
        </button>
        <OutcomeText outcome={publish} />
      </section>
      {operator ? (
        <>
          <section className="publish-dialog__part" aria-labelledby="export-generation">
            <h3 id="export-generation">Export</h3>
            <p>Download this generation&apos;s text and colours as one JSON file, to keep or to import elsewhere.</p>
            <a className="editor-button" href={`/api/preview/${generationId}/export`} download={`${generationId}.json`}>
              Download JSON
            </a>
          </section>
          <section className="publish-dialog__part" aria-labelledby="import-generation">
            <h3 id="import-generation">Import</h3>
            <p>Open an exported JSON file as a new generation. This generation stays as it is.</p>
            <label className="editor-button publish-dialog__file">
              Choose a JSON file
              <input type="file" accept="application/json,.json" onChange={(event) => void onImport(event)} />
            </label>
            <OutcomeText outcome={imported} linkText="Open the imported generation" />
          </section>
        </>
      ) : null}
    </ModalDialog>
  );
}

function OutcomeText({ outcome, linkText }: { outcome: Outcome; linkText?: string }) {
  if (outcome.state === 'failed') {
    return (
      <p role="alert" className="publish-dialog__outcome publish-dialog__outcome--failed" lang={outcome.lang}>
        {outcome.message}
      </p>
    );
  }
  return (
    <p role="status" className="publish-dialog__outcome">
      {outcome.state === 'done' ? outcome.message : null}
      {outcome.state === 'done' && outcome.link ? (
        <>
          {' '}
          <a href={outcome.link}>{linkText}</a>
        </>
      ) : null}
    </p>
  );
}
