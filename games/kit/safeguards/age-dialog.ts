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
 */
export function ageDialog(now: () => number, onAnswer: (answer: AgeAnswer) => void) {
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

  return {
    element,
    show() {
      if (!element.open) element.showModal();
      year.focus();
    },
  };
}
