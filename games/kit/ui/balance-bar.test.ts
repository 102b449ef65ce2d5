// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { claimDaily, freshWallet } from '../wallet/wallet';
import { createBalanceBar } from './balance-bar';
import { Sound } from './sound';

test('claiming the free coins by keyboard leaves the focus on the next button of the bar, not on the page', () => {
  const now = new Date(2026, 10, 28, 9);
  const bar = createBalanceBar({ title: 'High Low', tagline: 'Call it', sound: new Sound(null), onClaim: () => undefined, onYourPlay: () => undefined });
  document.body.replaceChildren(bar.element);
  const wallet = freshWallet(now);
  bar.show(wallet, now);
  const claim = bar.element.querySelector('button')!;
  claim.focus();
  const claimed = claimDaily(wallet, now);
  if (!claimed.ok) throw new Error('the grant was open');
  // The claim closes today's grant: its button is disabled, and a disabled button cannot keep the focus.
  bar.show(claimed.value, now);
  expect(claim.disabled).toBe(true);
  expect(document.activeElement?.textContent).toBe('Your play');
});
