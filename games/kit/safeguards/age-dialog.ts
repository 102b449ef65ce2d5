import { h } from '../ui/dom';
import { pick } from '../locale';
import { judgeAge, type AgeAnswer } from './player-state';
import { playerRefusalText } from './messages';
import { dialogStrings } from '../strings';

/** A yes/no radio group with no answer chosen. */
function yesNo(name: string, legend: string): { fieldset: HTMLFieldSetElement; value(): boolean | undefined } {
  const t = pick(dialogStrings);
  const option = (value: 'yes' | 'no', label: string) => {
    const id = `${name}-${value}`;
    return h('label', { class: 'shell__choice', for: id }, h('input', { type: 'radio', id, name, value }), label);
  };
  const fieldset = h('fieldset', { class: 'shell__fieldset' }, h('legend', {}, legend), option('yes', t.yes), option('no', t.no));
  return {
    fieldset,
    value() {
      const checked = fieldset.querySelector<HTMLInputElement>('input:checked');
      return checked ? checked.value === 'yes' : undefined;
    },
  };
}

/**
 * The question every browser answers once before its first game: the year of birth (nothing
 * filled in or suggested) and whether the player is in Canada; the birthday question only when
 * the year alone cannot tell. The answer goes to `onAnswer`, and stays in this browser.
 * `onShow` runs each time the question shows or becomes modal (the shell asks the site's page to
 * bring the frame into view).
 */
export function ageDialog(now: () => number, onAnswer: (answer: AgeAnswer) => void, onShow: () => void = () => {}) {
  const year = h('input', {
    id: 'age-year',
    name: 'birth-year',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    maxlength: 4,
    'aria-describedby': 'age-error',
    'aria-required': 'true',
  });
  const t = pick(dialogStrings);
  const place = yesNo('age-canada', t.inCanada);
  const birthday = yesNo('age-birthday', t.birthday);
  birthday.fieldset.hidden = true;
  const error = h('p', { id: 'age-error', class: 'shell__form-error', role: 'alert' });

  const element = h(
    'dialog',
    { class: 'shell__dialog shell__age', 'aria-labelledby': 'age-title', 'aria-describedby': 'age-lead' },
    h(
      'form',
      { method: 'dialog', novalidate: true },
      h('h2', { id: 'age-title' }, t.ageTitle),
      h('p', { id: 'age-lead' }, t.ageLead),
      h('p', { class: 'shell__field' }, h('label', { for: 'age-year' }, t.birthYear), year),
      place.fieldset,
      birthday.fieldset,
      error,
      h('div', { class: 'shell__dialog-actions' }, h('button', { type: 'submit', class: 'shell__button' }, t.continue)),
    ),
  );

  const refuse = (message: string, field: HTMLElement) => {
    error.textContent = message;
    year.setAttribute('aria-invalid', String(field === year));
    field.focus();
  };

  element.querySelector('form')!.addEventListener('submit', (event) => {
    event.preventDefault();
    const text = year.value.trim();
    const inCanada = place.value();
    const verdict = judgeAge(
      { birthYear: /^\d{4}$/.test(text) ? Number(text) : Number.NaN, inCanada: inCanada ?? false, birthdayPassed: birthday.fieldset.hidden ? undefined : birthday.value() },
      now(),
    );
    if (!verdict.ok) return refuse(playerRefusalText(verdict.error), year);
    if (inCanada === undefined) return refuse(t.answerCanada, place.fieldset.querySelector('input')!);
    if (verdict.value.kind === 'ask-birthday') {
      birthday.fieldset.hidden = false;
      return refuse(t.askBirthday, birthday.fieldset.querySelector('input')!);
    }
    error.textContent = '';
    element.close();
    onAnswer(verdict.value.answer);
  });
  // A changed year asks the birthday question again only if that year needs it.
  year.addEventListener('input', () => {
    birthday.fieldset.hidden = true;
    for (const input of birthday.fieldset.querySelectorAll('input')) input.checked = false;
  });

  /** The modal question, its year field focused (or the field of it the visitor went to, if any). */
  const openModal = () => {
    window.removeEventListener('focus', openModal);
    const chosen = document.activeElement instanceof HTMLElement && element.contains(document.activeElement) ? document.activeElement : year;
    // Shown without being modal, it was waiting for the visitor to come into the game.
    if (element.open && !element.matches(':modal')) element.close();
    if (!element.open) element.showModal();
    chosen.focus();
    onShow();
  };

  return {
    element,
    /**
     * Opens the question. A game with the focus (on a page of its own, or a frame the visitor has
     * clicked or tabbed into) opens it as a modal dialog with the year field focused. A game in
     * the site's frame while the visitor is elsewhere on the page (reading it, or on a link of its
     * header) shows it as it will look without taking the focus from the page; it becomes that
     * modal dialog, its year field focused, as soon as the visitor comes into the game.
     */
    show() {
      if (document.hasFocus()) return openModal();
      if (element.open) return;
      // The `open` attribute shows the dialog without the focusing steps of show() and showModal().
      element.setAttribute('open', '');
      window.addEventListener('focus', openModal);
      onShow();
    },
  };
}
