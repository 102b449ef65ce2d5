// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { EditorBar } from './editor-bar';
import type { EditorSession, EditorSnapshot } from './editor-session';

afterEach(cleanup);

const signedOut: EditorSnapshot = { status: 'signed-out', revision: 3, canUndo: false, canRedo: false };
const session = { subscribe: () => () => {}, snapshot: () => signedOut } as unknown as EditorSession;
const noop = () => {};

test('signed out mid-edit, the bar’s Sign in leads to the sign-in page in the language being edited, and back', () => {
  for (const [locale, signIn] of [
    ['fr', '/fr/sign-in'],
    ['en', '/sign-in'],
  ] as const) {
    window.history.replaceState(null, '', `/api/preview/gen-abc123DEF456ghi789JKL0${locale === 'fr' ? '/fr' : ''}`);
    render(<EditorBar session={session} generationId="gen-abc123DEF456ghi789JKL0" locale={locale} onHistory={noop} onUndo={noop} onRedo={noop} onPublish={noop} />);
    const link = new URL(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')!, 'http://site.test');
    expect(link.pathname).toBe(signIn);
    expect(link.searchParams.get('next')).toBe(window.location.pathname);
    cleanup();
  }
});
